// /uploads/userContent (content-app.md 2.1, "User upload form"): the upload form outside the menu's
// own address. ?idSection= names the form (section type 49); without it, the menu's first form.
// Drawn as that section's page, so its design and heading are the same at both addresses: a route
// of the app (it draws SectionPage), not a feature.
import { useSearchParams } from 'react-router-dom';
import { UnknownType, useEngine } from '../../engine';
import { messages } from '../../i18n/messages';
import { useMenuData } from '../../session';
import { NotFound } from '../../ui/NotFound';
import { SectionPage } from './SectionScreen';

const UPLOAD_FORM_SECTION_TYPE = 49;

export default function UploadFormScreen() {
  const [params] = useSearchParams();
  const { preview } = useEngine();
  const menu = useMenuData()?.menu ?? [];
  const wanted = params.get('idSection');
  const section = menu.find((entry) =>
    wanted ? entry.idSection === Number(wanted) : entry.idSectionType === UPLOAD_FORM_SECTION_TYPE,
  );
  // A section the menu does not have is nothing to show; one that is no form, a section unavailable here.
  if (wanted && !section) return <NotFound />;
  if (section?.idSectionType !== UPLOAD_FORM_SECTION_TYPE)
    return (
      <UnknownType preview={preview} text={messages.sectionUnavailable} type={wanted ?? 'upload-form'} />
    );
  return <SectionPage section={section} />;
}
