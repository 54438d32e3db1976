import { useNavigate } from 'react-router-dom';

/** The header's back: the previous page, or home on the first page of a visit (no entry of ours to go back to). */
export function useGoBack() {
  const navigate = useNavigate();
  return () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/'));
}
