// Section type 49, "Formulário de envio" (content-app.md 2.5, 2.6): the learner sends a file with a
// title and a description (POST {uploadHost}/uploads/usercontent). The uploads are listed by the
// user-upload list (type 31) named by the section's first menu option (fixtures/README.md).
import type { SectionRendererProps } from '../../../src/engine';
import { UploadForm } from './UploadForm';

export default function UploadFormSection({ section }: SectionRendererProps<never>) {
  // A fresh form per section: nothing typed for one form shows up in another.
  return <UploadForm key={section.idSection} section={section} />;
}
