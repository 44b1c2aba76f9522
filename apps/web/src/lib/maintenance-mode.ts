type Listener = (active: boolean) => void;

/**
 * Whether the app is in a maintenance window, as learnt from GET /api/maintenance or from any call
 * answering 503 errors.maintenance. While active, the session is ended and guest pages show the
 * maintenance page instead of their form.
 */
function createMaintenanceMode() {
  let active = false;
  let since = 0;
  const listeners = new Set<Listener>();
  return {
    isActive: () => active,
    /** When maintenance was last detected (epoch ms); only later answers may end it. */
    since: () => since,
    set(next: boolean) {
      if (next) since = Date.now();
      if (next === active) return;
      active = next;
      for (const l of listeners) l(active);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const maintenanceMode = createMaintenanceMode();
/** The error key every API call answers with (503) during a maintenance window. */
export const MAINTENANCE_ERROR_KEY = 'errors.maintenance';
