// Section type 43: the assessment page (content-app.md 2.6, 7). POST /assessment/{idSection} with the
// user's e-mail answers the page's address, embedded in a sandboxed frame; "Erro ao carregar
// conteúdo" when it cannot be had (src/api/assessment.ts: the call fails, or the address is no
// http(s) page).
import { useSuspenseQuery } from '@tanstack/react-query';
import type { SectionRendererProps } from '../../../src/engine';
import type { MenuSection } from '../../../src/generated/types';
import { assessmentQuery } from '../../../src/api/assessment';
import { useMenuData } from '../../../src/session';
import { sectionMessages } from '../../../src/i18n/sections';
import { Loaded } from '../../../src/ui/loaded';
import { FramedPage } from '../../../src/ui/framed-page';

export default function AssessmentFrame({ section }: SectionRendererProps<never>) {
  return (
    <Loaded subject={`avaliação da seção ${section.idSection}`} errorText={sectionMessages.assessmentError}>
      <AssessmentPage section={section} />
    </Loaded>
  );
}

/** The page's address, read inside <Loaded>, in its frame. */
function AssessmentPage({ section }: { section: MenuSection }) {
  const email = useMenuData()?.loginInfo.email ?? '';
  const { data: url } = useSuspenseQuery(assessmentQuery(section.idSection, email));
  return <FramedPage title={section.name} url={new URL(url)} newTabText={sectionMessages.assessmentNewTab} />;
}
