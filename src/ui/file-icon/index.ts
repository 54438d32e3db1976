// A file's icon by its kind (upload form, class attachments).
export { FileIcon } from './FileIcon';
