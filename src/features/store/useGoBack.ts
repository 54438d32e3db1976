import { useLocation, useNavigate } from 'react-router-dom';

/** Back in the history when the app has one; a page opened directly goes to `fallback` instead. */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => (key === 'default' ? navigate(fallback) : navigate(-1));
}
