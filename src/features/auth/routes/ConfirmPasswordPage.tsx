import { Navigate, useLocation } from 'react-router-dom';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { FORGOT_PASSWORD_START, readForgotPasswordFlowState } from '../forgotPasswordFlow';

export default function ConfirmPasswordPage() {
  const { email, otp } = readForgotPasswordFlowState(useLocation().state);
  if (!email || !otp) return <Navigate to={FORGOT_PASSWORD_START} replace />;

  return <NewPasswordForm email={email} otp={otp} />;
}
