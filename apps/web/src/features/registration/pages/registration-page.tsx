import { ERROR_KEYS, type TLoginResponse, type TRegistrationInfo } from '@statera/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { repeatPasswordErrors } from '../../../components/new-password-fields.tsx';
import { ErrorState, LoadingState } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useInvitation } from '../api/get-invitation.ts';
import { useConfirmInvitation, useRegister } from '../api/register.ts';
import { ConfirmAccountStep } from '../components/confirm-account-step.tsx';
import { InvitationExpired } from '../components/invitation-expired.tsx';
import { ProfileStep, type ProfileValues } from '../components/profile-step.tsx';
import { TaxNumberStep } from '../components/tax-number-step.tsx';
import { ZConfirmStep, ZRegistrationProfile, ZTaxNumberStep } from '../registration-schema.ts';

const isExpired = (e: unknown) =>
  e instanceof ApiError && (e.status === 404 || e.error_key === ERROR_KEYS.tokenInvalid);

/** /registration/{token}: invitation-based registration (spec §2), then signed in and sent to /. */
export function RegistrationPage() {
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  if (!token || isExpired(invitation.error)) return <InvitationExpired />;
  if (invitation.isPending) return <LoadingState />;
  if (invitation.isError) return <ErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />;
  return <RegistrationFlow token={token} invitation={invitation.data} />;
}

const toProfileInput = (v: ProfileValues) => ({ ...v, marketingApproval: v.marketingApproval === 'true' });

function RegistrationFlow({ token, invitation }: { token: string; invitation: TRegistrationInfo }) {
  const navigate = useNavigate();
  const register = useRegister();
  const confirm = useConfirmInvitation();
  const [step, setStep] = useState<'taxNumber' | 'account'>(invitation.needsTaxNumber ? 'taxNumber' : 'account');
  const [taxNumber, setTaxNumber] = useState<string | undefined>(undefined);
  const [expired, setExpired] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const taxForm = useAppForm({ schema: ZTaxNumberStep, defaultValues: { taxNumber: '' } });
  const confirmForm = useAppForm({ schema: ZConfirmStep, defaultValues: { password: '' } });
  const [initial] = useState<ProfileValues>(() => ({
    email: invitation.email,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    position: '',
    phone: '',
    password: '',
    passwordRepeat: '',
    marketingApproval: '',
  }));
  const form = useAppForm({
    schema: ZRegistrationProfile,
    defaultValues: initial,
    toInput: toProfileInput,
    crossCheck: repeatPasswordErrors,
  });
  const accountForm = invitation.existingAccount ? confirmForm : form;

  /** Field errors go to their step (the tax number to its own); anything else shows above the form. */
  const onError = (error: unknown) => {
    if (isExpired(error)) return setExpired(true);
    const { taxNumber: taxError, ...fields } = error instanceof ApiError ? error.fieldErrors : {};
    if (taxError) {
      taxForm.applyServerErrors({ taxNumber: taxError });
      setStep('taxNumber');
    }
    const placed = Object.keys(fields).length > 0 && accountForm.applyServerErrors(fields) !== false;
    if (!taxError && !placed) setFailure(error);
  };

  const onSignedIn = (res: TLoginResponse) => {
    if (res.status === 'OK') navigate('/', { replace: true });
    else if (res.status === 'VERIFICATION_CODE_NEEDED' && res.token) {
      const verification = {
        token: res.token,
        email: invitation.email,
        channel: res.verificationChannel,
        destination: res.verificationDestination,
        smsDelivery: res.smsDelivery,
        smsFallback: res.smsFallback,
      };
      navigate('/login', { replace: true, state: { verification } });
    } else navigate('/login', { replace: true, state: { email: invitation.email } });
  };

  const submitProfile = form.handleSubmit((data) => {
    if (repeatPasswordErrors(form.values).passwordRepeat) return;
    setFailure(null);
    register.mutate({ token, ...data, taxNumber }, { onSuccess: onSignedIn, onError });
  });
  const submitConfirm = confirmForm.handleSubmit((data) => {
    setFailure(null);
    confirm.mutate({ token, ...data, taxNumber }, { onSuccess: onSignedIn, onError });
  });
  const back = invitation.needsTaxNumber ? () => setStep('taxNumber') : undefined;

  if (expired) return <InvitationExpired />;
  if (step === 'taxNumber') {
    return (
      <TaxNumberStep
        companyName={invitation.companyName}
        form={taxForm}
        onNext={(value) => {
          setTaxNumber(value);
          setStep('account');
        }}
      />
    );
  }
  if (invitation.existingAccount) {
    return (
      <ConfirmAccountStep
        form={confirmForm}
        email={invitation.email}
        companyName={invitation.companyName}
        busy={confirm.isPending}
        error={failure}
        onSubmit={submitConfirm}
        onBack={back}
      />
    );
  }
  return (
    <ProfileStep
      form={form}
      companyName={invitation.companyName}
      busy={register.isPending}
      error={failure}
      onSubmit={submitProfile}
      onBack={back}
    />
  );
}
