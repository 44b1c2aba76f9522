import type { FormEvent } from 'react';
import { notify } from '../notifications/notify.ts';

/** The parts of a `useAppForm` form a modal's submit needs. */
interface ModalForm<B> {
  reset: () => void;
  handleSubmit: (onValid: (data: B) => unknown) => (event?: FormEvent) => void;
  serverErrorsOr: (other: (error: unknown) => unknown) => (error: unknown) => void;
}

/**
 * A form modal's submit and close: send the body, then a success notice, a reset form and the modal
 * closed; the server's field errors go on their fields, any other failure to an error notice. Closing
 * without sending also resets the form.
 */
export function modalSubmit<B>(
  form: ModalForm<B>,
  send: (body: B) => Promise<unknown>,
  success: (body: B) => string,
  onClose: () => void,
) {
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await send(body);
      notify.success(success(body));
      close();
    } catch (error) {
      form.serverErrorsOr(notify.error)(error);
    }
  });
  return { submit, close };
}
