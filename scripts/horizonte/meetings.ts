// The meetings of the horizonte demo's leadership class (idTeam 11, 'HZ-LID-01'; learning-area.md 3
// Meeting): written to fixtures/horizonte/parts/learning.json by scripts/make-horizonte-learning.ts, and
// the in-person one is also the learning samples' (tests/fixtures/learning-samples.ts), which the schema
// tests check against the Meeting schema. Import-free, so the samples can take it in tests and stories.

export const inPersonMeeting = {
  idMeeting: 1,
  title: 'Encontro presencial de abertura',
  meetingType: 'PRESENCIAL',
  startDate: '2027-03-08T09:00:00-03:00',
  finishDate: '2027-03-08T12:00:00-03:00',
  address: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP',
  speaker: 'Mariana Figueiredo',
  nodeCode: 'HZ-LID-01',
} as const;

export const onlineMeeting = {
  idMeeting: 2,
  title: 'Mentoria em grupo',
  meetingType: 'ONLINE',
  startDate: '2026-12-15T19:00:00-03:00',
  finishDate: '2026-12-15T20:30:00-03:00',
  address: 'meet.horizonte.test/lideranca-mentoria',
  speaker: 'Carlos Eduardo Nunes',
  nodeCode: 'HZ-LID-01-M2',
} as const;
