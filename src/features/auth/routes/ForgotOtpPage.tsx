import { Navigate, useLocation } from 'react-router-dom';
import { ForgotOtpForm } from '../components/ForgotOtpForm';
import { FORGOT_PASSWORD_START, readForgotPasswordFlowState } from '../forgotPasswordFlow';

export default function ForgotOtpPage() {
  const { email, otp } = readForgotPasswordFlowState(useLocation().state);
  if (!email) return <Navigate to={FORGOT_PASSWORD_START} replace />;

  return <ForgotOtpForm email={email} initialOtp={otp} />;
}
