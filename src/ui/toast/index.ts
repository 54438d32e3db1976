export {
  showToast,
  dismissToast,
  toastStore,
  SNACKBAR_DEFAULT_MS,
  type Toast,
  type ToastTone,
} from './store';
export { ToastRegion } from './ToastRegion';
