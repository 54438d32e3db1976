// Where a content of an enrollment opens (learning-area.md 2.2): the suffix is '-' when started from a
// card or from the viewer's own links.
import { learningRoutes } from '../../app/learning-paths';
import type { EnrollmentPlace } from './useContentProgress';

export const enrolledContentPath = ({
  idContent,
  idNodeEnrollment,
  idEnrollment,
  idUser,
}: EnrollmentPlace & { idContent: number }) =>
  learningRoutes.contentNodeOfEnrollment.to({
    idContent,
    idNodeEnrollment,
    idEnrollment,
    idUser,
    suffix: '-',
  });
