// The ids of a SCORM content's addresses (/lms/..., /lessons/..., learning-area.md 2.2).
import { useParams } from 'react-router-dom';
import { useMenuData } from '../../session';

export interface ScormPlace {
  idUser: number;
  idEnrollment: number;
  idContentItem: number;
  idNodeEnrollment: number;
}

const idOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The content's place from the address and the session; undefined when an id is missing or not one. */
export function useScormPlace(): (ScormPlace & { idSco?: number }) | undefined {
  const params = useParams();
  const idUser = useMenuData()?.loginInfo.idUser;
  const idEnrollment = idOf(params.idEnrollment);
  const idContentItem = idOf(params.idContentItem);
  const idNodeEnrollment = idOf(params.idNodeEnrollment);
  if (!idUser || !idEnrollment || !idContentItem || !idNodeEnrollment) return undefined;
  return { idUser, idEnrollment, idContentItem, idNodeEnrollment, idSco: idOf(params.idSco) };
}

/** The viewer's key of the enrolled content GET (the same cache entry). */
export const contentKeyOf = ({ idUser, idEnrollment, idNodeEnrollment, idContentItem }: ScormPlace) => ({
  idUser,
  idEnrollment,
  idNodeEnrollment,
  idContent: idContentItem,
});

/** An address of this content's lesson cards or players (/lms/{e}/{c}/..., /lessons/{e}/{c}/...). */
export const isScormAddressOf = (path: string, { idEnrollment, idContentItem }: ScormPlace) =>
  [`/lms/${idEnrollment}/${idContentItem}/`, `/lessons/${idEnrollment}/${idContentItem}/`].some((prefix) =>
    path.startsWith(prefix),
  );
