// What may be liked in the content app (content-app.md 7 "Like: POST or DELETE by element type and
// id"): a section of the tenant's menu (the tiles of section type 48 open one) or a content item.
export const likedElementTypes = ['SECTION', 'CONTENT'] as const;
export type LikedElementType = (typeof likedElementTypes)[number];
