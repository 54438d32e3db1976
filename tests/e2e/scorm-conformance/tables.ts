// The SCORM conformance tables: every data model element of SCORM 1.2 (RTE 3.4) and of SCORM 2004 4th
// edition (RTE 4.2), as data. Access, initial value on a first attempt, values the standard's data type and
// range let in and keep out, and the error codes a SetValue / GetValue must answer.
//
// The values are the standards', not our run-time's: a check our run-time (scorm-again) fails is not made
// to pass by changing the table, it is moved to `leftOut` with the library's behaviour as its reason
// (src/scorm-host/conformance-tables.test.ts checks the tables against the library).
//
// Sources: ADL's SCORM 1.2 Run-Time Environment (3.3 error codes, 3.4 data model) with the ADL 1.2
// conformance test suite's expectations (score 0-100, lesson_status not settable to 'not attempted');
// ADL's SCORM 2004 4th edition RTE 3.1.7 (error codes), 4.1.1.7 (data types) and 4.2 (data model).

/** One data model element of the standard's run-time tables (SCORM 1.2 RTE 3.4; SCORM 2004 4th ed. RTE 4.2). */
export interface ElementRule {
  /** The element as a SCO names it; for a collection's member, index 0 ('cmi.interactions.0.id'). */
  element: string;
  access: 'RO' | 'WO' | 'RW';
  /**
   * What GetValue answers on a first attempt right after Initialize, with error 0. Omitted when the LMS
   * fills it from the learner or the manifest (student_id, learner_name, launch_data...) or when the
   * element cannot be read (WO) or must be written first (collections' members: see `before`).
   */
  initial?: string;
  /**
   * GetValue answers one of these, with error 0, where the standard lets the LMS choose the value
   * (adl.nav.request_valid: 'true', 'false' or 'unknown', by where the lesson is).
   */
  reads?: string[];
  /**
   * GetValue on a first attempt answers '' with this error (SCORM 2004's 403, data model element value not
   * initialized: cmi.location, cmi.score.raw... are the SCO's to set, the LMS gives them no initial value).
   */
  unsetError?: string;
  /** Values SetValue must accept ('true', error 0); an RW element then reads each back exactly. */
  accepts?: string[];
  /** Values SetValue must refuse ('false'), each with the standard's error code as a string ('405'). */
  refuses?: { value: string; error: string }[];
  /** SetValue calls (element, value) that must succeed first (a collection's id before its other members). */
  before?: [string, string][];
}

export interface Standard {
  version: '1.2' | '2004';
  /**
   * Error codes the standard names for this version: read-only set, write-only get, keyword set, undefined
   * element, not initialized. A keyword (_children, _count, _version) is read-only: its set is refused with
   * `keyword` (1.2's own 402; 2004 has no keyword code and answers its read-only 404).
   */
  errors: {
    readOnly: string;
    writeOnly: string;
    keyword: string;
    undefinedElement: string;
    notInitialized?: string;
  };
  elements: ElementRule[];
  /** Elements of the standard the table leaves out on purpose, each with the reason (one line). */
  leftOut: { element: string; reason: string }[];
}

// Strings at and just past the standards' limits (1.2 CMIString255 and CMIString4096).
const chars255 = 'a'.repeat(255);
const chars256 = 'a'.repeat(256);
const chars4096 = 'a'.repeat(4096);
const chars4097 = 'a'.repeat(4097);

// SCORM 1.2 CMIDecimal scores: "a normalized value between 0 and 100", or CMIBlank ('').
const score12: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['0', '85', '72.5', '100', ''],
  refuses: [
    { value: '101', error: '405' },
    { value: '-1', error: '405' },
    { value: 'abc', error: '405' },
  ],
};

// A 1.2 interaction's members: its id first (the other members hang on an existing interaction).
const interaction12: [string, string][] = [['cmi.interactions.0.id', 'q1']];
// Responses are CMIFeedback, whose format the interaction's type decides: a true-false one ('0', '1', 't', 'f').
const trueFalse12: [string, string][] = [...interaction12, ['cmi.interactions.0.type', 'true-false']];
const objective12: [string, string][] = [['cmi.objectives.0.id', 'obj1']];

export const scorm12: Standard = {
  version: '1.2',
  errors: {
    readOnly: '403',
    writeOnly: '404',
    keyword: '402',
    undefinedElement: '401',
    notInitialized: '301',
  },
  elements: [
    // cmi.core
    {
      element: 'cmi.core._children',
      access: 'RO',
      initial:
        'student_id,student_name,lesson_location,credit,lesson_status,entry,score,total_time,lesson_mode,exit,session_time',
    },
    // The learner's, filled by the LMS.
    { element: 'cmi.core.student_id', access: 'RO' },
    { element: 'cmi.core.student_name', access: 'RO' },
    {
      element: 'cmi.core.lesson_location',
      access: 'RW',
      initial: '',
      accepts: ['page-4', chars255, ''],
      refuses: [{ value: chars256, error: '405' }],
    },
    { element: 'cmi.core.credit', access: 'RO', initial: 'credit' },
    {
      element: 'cmi.core.lesson_status',
      access: 'RW',
      initial: 'not attempted',
      accepts: ['passed', 'completed', 'failed', 'incomplete', 'browsed'],
      // 'not attempted' is the LMS's initial value only: a SCO may not set it.
      refuses: [
        { value: 'not attempted', error: '405' },
        { value: 'unknown', error: '405' },
      ],
    },
    { element: 'cmi.core.entry', access: 'RO', initial: 'ab-initio' },
    { element: 'cmi.core.score._children', access: 'RO', initial: 'raw,min,max' },
    { element: 'cmi.core.score.raw', access: 'RW', initial: '', ...score12 },
    // Initial '' (scorm-again starts it at '100': src/scorm-host/conformance.ts).
    { element: 'cmi.core.score.max', access: 'RW', initial: '', ...score12 },
    { element: 'cmi.core.score.min', access: 'RW', initial: '', ...score12 },
    { element: 'cmi.core.total_time', access: 'RO', initial: '0000:00:00.00' },
    { element: 'cmi.core.lesson_mode', access: 'RO', initial: 'normal' },
    {
      element: 'cmi.core.exit',
      access: 'WO',
      accepts: ['time-out', 'suspend', 'logout', ''],
      // 2004's 'normal' is not of 1.2's vocabulary.
      refuses: [
        { value: 'quit', error: '405' },
        { value: 'normal', error: '405' },
      ],
    },
    {
      element: 'cmi.core.session_time',
      access: 'WO',
      // CMITimespan HHHH:MM:SS.SS: hours on 2 to 4 digits, seconds with up to 2 decimals.
      accepts: ['00:05:30', '0001:15:30.25'],
      refuses: [
        { value: 'PT5M30S', error: '405' },
        { value: '5:30', error: '405' },
      ],
    },

    // cmi.suspend_data, cmi.launch_data, cmi.comments
    {
      element: 'cmi.suspend_data',
      access: 'RW',
      initial: '',
      // CMIString4096.
      accepts: ['A1;B2', chars4096],
      refuses: [{ value: chars4097, error: '405' }],
    },
    // The manifest's adlcp:datafromlms.
    { element: 'cmi.launch_data', access: 'RO' },
    {
      element: 'cmi.comments',
      access: 'RW',
      initial: '',
      accepts: ['A clear lesson'],
      refuses: [{ value: chars4097, error: '405' }],
    },
    // The LMS's comments.
    { element: 'cmi.comments_from_lms', access: 'RO' },

    // cmi.objectives
    { element: 'cmi.objectives._children', access: 'RO', initial: 'id,score,status' },
    { element: 'cmi.objectives._count', access: 'RO', initial: '0' },
    {
      element: 'cmi.objectives.0.id',
      access: 'RW',
      // CMIIdentifier: up to 255 characters, no white space.
      // The last value is the one the members' `before` writes, so one session can walk the whole table.
      accepts: ['A1333', 'obj1'],
      refuses: [
        { value: chars256, error: '405' },
        { value: 'obj 1', error: '405' },
      ],
    },
    { element: 'cmi.objectives.0.score._children', access: 'RO', before: objective12 },
    { element: 'cmi.objectives.0.score.raw', access: 'RW', before: objective12, ...score12 },
    { element: 'cmi.objectives.0.score.max', access: 'RW', before: objective12, ...score12 },
    { element: 'cmi.objectives.0.score.min', access: 'RW', before: objective12, ...score12 },
    {
      element: 'cmi.objectives.0.status',
      access: 'RW',
      before: objective12,
      // An objective's status may be any of the vocabulary, 'not attempted' included.
      accepts: ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'],
      refuses: [{ value: 'unknown', error: '405' }],
    },

    // cmi.student_data: the manifest's (adlcp:masteryscore, adlcp:maxtimeallowed, adlcp:timelimitaction).
    {
      element: 'cmi.student_data._children',
      access: 'RO',
      initial: 'mastery_score,max_time_allowed,time_limit_action',
    },
    { element: 'cmi.student_data.mastery_score', access: 'RO' },
    { element: 'cmi.student_data.max_time_allowed', access: 'RO' },
    { element: 'cmi.student_data.time_limit_action', access: 'RO' },

    // cmi.student_preference: the learner's, kept by the LMS (no initial value the standard sets).
    { element: 'cmi.student_preference._children', access: 'RO', initial: 'audio,language,speed,text' },
    {
      element: 'cmi.student_preference.audio',
      access: 'RW',
      // CMISInteger -1 (off) to 100; 0: no change.
      accepts: ['-1', '0', '100'],
      refuses: [
        { value: '101', error: '405' },
        { value: '-2', error: '405' },
        { value: 'loud', error: '405' },
      ],
    },
    {
      element: 'cmi.student_preference.language',
      access: 'RW',
      accepts: ['pt-BR', ''],
      refuses: [{ value: chars256, error: '405' }],
    },
    {
      element: 'cmi.student_preference.speed',
      access: 'RW',
      // CMISInteger -100 to 100.
      accepts: ['-100', '0', '100'],
      refuses: [
        { value: '101', error: '405' },
        { value: '-101', error: '405' },
        { value: 'fast', error: '405' },
      ],
    },
    {
      element: 'cmi.student_preference.text',
      access: 'RW',
      // CMISInteger -1 (off), 0 (no change), 1 (on).
      accepts: ['-1', '0', '1'],
      refuses: [
        { value: '2', error: '405' },
        { value: '-2', error: '405' },
      ],
    },

    // cmi.interactions: the SCO writes them, never reads them back (write-only members).
    {
      element: 'cmi.interactions._children',
      access: 'RO',
      initial: 'id,objectives,time,type,correct_responses,weighting,student_response,result,latency',
    },
    { element: 'cmi.interactions._count', access: 'RO', initial: '0' },
    {
      element: 'cmi.interactions.0.id',
      access: 'WO',
      // CMIIdentifier.
      accepts: ['q1'],
      refuses: [
        { value: chars256, error: '405' },
        { value: 'q 1', error: '405' },
      ],
    },
    { element: 'cmi.interactions.0.objectives._count', access: 'RO', before: interaction12 },
    {
      element: 'cmi.interactions.0.objectives.0.id',
      access: 'WO',
      before: interaction12,
      // CMIIdentifier.
      accepts: ['obj1'],
      refuses: [
        { value: chars256, error: '405' },
        { value: 'obj 1', error: '405' },
      ],
    },
    {
      element: 'cmi.interactions.0.time',
      access: 'WO',
      before: interaction12,
      // CMITime: a time of day, HH:MM:SS.SS on a 24-hour clock.
      accepts: ['14:30:00', '09:05:30.5'],
      refuses: [
        { value: '25:00:00', error: '405' },
        { value: '2:30 PM', error: '405' },
      ],
    },
    {
      element: 'cmi.interactions.0.type',
      access: 'WO',
      before: interaction12,
      accepts: [
        'true-false',
        'choice',
        'fill-in',
        'matching',
        'performance',
        'sequencing',
        'likert',
        'numeric',
      ],
      // 2004's types, not 1.2's.
      refuses: [
        { value: 'long-fill-in', error: '405' },
        { value: 'other', error: '405' },
      ],
    },
    { element: 'cmi.interactions.0.correct_responses._count', access: 'RO', before: interaction12 },
    {
      element: 'cmi.interactions.0.correct_responses.0.pattern',
      access: 'WO',
      before: trueFalse12,
      // A pattern the type refuses ('maybe' for true-false) is left out: see leftOut.
      accepts: ['t'],
    },
    {
      element: 'cmi.interactions.0.weighting',
      access: 'WO',
      before: interaction12,
      accepts: ['1', '0.5'],
      refuses: [{ value: 'heavy', error: '405' }],
    },
    {
      element: 'cmi.interactions.0.student_response',
      access: 'WO',
      before: trueFalse12,
      // A response the type refuses ('maybe' for true-false) is left out: see leftOut.
      accepts: ['f'],
    },
    {
      element: 'cmi.interactions.0.result',
      access: 'WO',
      before: interaction12,
      accepts: ['correct', 'wrong', 'unanticipated', 'neutral', '0.5'],
      // 2004's 'incorrect' is not of 1.2's vocabulary.
      refuses: [
        { value: 'right', error: '405' },
        { value: 'incorrect', error: '405' },
      ],
    },
    {
      element: 'cmi.interactions.0.latency',
      access: 'WO',
      before: interaction12,
      accepts: ['00:00:05', '0000:01:05.50'],
      refuses: [{ value: 'PT5S', error: '405' }],
    },
  ],
  // Checks of the standard our run-time knowingly does not make: left out of the rules above so the walk
  // passes, and said here, with the reason, so that no one takes them for conformant.
  leftOut: [
    {
      element: 'cmi.interactions.n.correct_responses.n.pattern',
      reason:
        "refuse a pattern its type forbids ('maybe' for true-false) with 405: kept lenient on purpose, as scorm-again is. Authoring tools write 1.2 responses outside CMIFeedback (whole answer texts, long choice ids, upper case); a refusal makes the package alert and drops the learner's answer",
    },
    {
      element: 'cmi.interactions.n.student_response',
      reason:
        "refuse a response its type forbids ('maybe' for true-false) with 405: kept lenient on purpose, for the same reason as the pattern",
    },
  ],
};

// A 2004 interaction's members: its id first, else 408 (dependency not established).
const interaction2004: [string, string][] = [['cmi.interactions.0.id', 'urn:q:1']];
// Responses and patterns are read by the interaction's type (408 without one): a true-false one.
const trueFalse2004: [string, string][] = [...interaction2004, ['cmi.interactions.0.type', 'true-false']];
const objective2004: [string, string][] = [['cmi.objectives.0.id', 'urn:obj:1']];

// A localized_string_type whose {lang=} delimiter is no language (a language code has 2 or 3 letters).
const badLanguage = { value: '{lang=abcdefghi}Text', error: '406' };

// real(10,7) with no range (2004 raw, min, max scores): any number, nothing else.
const real2004: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['85', '-5', '72.5'],
  refuses: [{ value: 'abc', error: '406' }],
};
// real(10,7) from -1 to 1 (score.scaled): outside the range is 407, not a number 406.
const scaled2004: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['-1', '0.8', '1'],
  refuses: [
    { value: '2', error: '407' },
    { value: '-1.5', error: '407' },
    { value: 'abc', error: '406' },
  ],
};
// real(10,7) from 0 to 1 (progress_measure).
const progress2004: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['0', '0.5', '1'],
  refuses: [
    { value: '1.5', error: '407' },
    { value: '-0.1', error: '407' },
    { value: 'half', error: '406' },
  ],
};
const completionStatus2004: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['completed', 'incomplete', 'not attempted', 'unknown'],
  refuses: [{ value: 'passed', error: '406' }],
};
const successStatus2004: Pick<ElementRule, 'accepts' | 'refuses'> = {
  accepts: ['passed', 'failed', 'unknown'],
  refuses: [{ value: 'completed', error: '406' }],
};

// adl.nav.request_valid's vocabulary (RTE 4.4.2): which one depends on the lesson and the LMS.
const navValidity = ['true', 'false', 'unknown'];

export const scorm2004: Standard = {
  version: '2004',
  // No single "not initialized" code in 2004: GetValue before Initialize is 122, SetValue 132, Commit 142.
  errors: { readOnly: '404', writeOnly: '405', keyword: '404', undefinedElement: '401' },
  elements: [
    { element: 'cmi._version', access: 'RO', initial: '1.0' },

    // cmi.comments_from_learner
    { element: 'cmi.comments_from_learner._children', access: 'RO', initial: 'comment,location,timestamp' },
    { element: 'cmi.comments_from_learner._count', access: 'RO', initial: '0' },
    {
      element: 'cmi.comments_from_learner.0.comment',
      access: 'RW',
      accepts: ['{lang=en}A clear lesson', 'Sem delimitador'],
      refuses: [badLanguage],
    },
    { element: 'cmi.comments_from_learner.0.location', access: 'RW', accepts: ['page-3'] },
    {
      element: 'cmi.comments_from_learner.0.timestamp',
      access: 'RW',
      // time (second,10,0): ISO 8601 YYYY[-MM[-DD[Thh[:mm[:ss[.s[TZD]]]]]]].
      accepts: ['2024-05-01T10:20:30', '2024-05-01T10:20:30.25Z'],
      refuses: [{ value: '01/05/2024 10:20', error: '406' }],
    },

    // cmi.comments_from_lms: the LMS's (none on these launches), read-only to the SCO.
    { element: 'cmi.comments_from_lms._children', access: 'RO', initial: 'comment,location,timestamp' },
    { element: 'cmi.comments_from_lms._count', access: 'RO', initial: '0' },
    { element: 'cmi.comments_from_lms.0.comment', access: 'RO' },
    { element: 'cmi.comments_from_lms.0.location', access: 'RO' },
    { element: 'cmi.comments_from_lms.0.timestamp', access: 'RO' },

    // Read with error 0 (scorm-again keeps the previous call's code: src/scorm-host/conformance.ts).
    { element: 'cmi.completion_status', access: 'RW', initial: 'unknown', ...completionStatus2004 },
    // The manifest's (adlcp:completionThreshold).
    { element: 'cmi.completion_threshold', access: 'RO' },
    { element: 'cmi.credit', access: 'RO', initial: 'credit' },
    { element: 'cmi.entry', access: 'RO', initial: 'ab-initio' },
    {
      element: 'cmi.exit',
      access: 'WO',
      accepts: ['time-out', 'suspend', 'logout', 'normal', ''],
      refuses: [{ value: 'quit', error: '406' }],
    },

    // cmi.interactions
    {
      element: 'cmi.interactions._children',
      access: 'RO',
      initial:
        'id,type,objectives,timestamp,correct_responses,weighting,learner_response,result,latency,description',
    },
    { element: 'cmi.interactions._count', access: 'RO', initial: '0' },
    {
      element: 'cmi.interactions.0.id',
      access: 'RW',
      // long_identifier_type: a URI, never empty.
      accepts: ['urn:q:1'],
      refuses: [{ value: '', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.type',
      access: 'RW',
      before: interaction2004,
      accepts: [
        'true-false',
        'choice',
        'fill-in',
        'long-fill-in',
        'matching',
        'performance',
        'sequencing',
        'likert',
        'numeric',
        'other',
      ],
      refuses: [{ value: 'essay', error: '406' }],
    },
    { element: 'cmi.interactions.0.objectives._count', access: 'RO', before: interaction2004 },
    {
      element: 'cmi.interactions.0.objectives.0.id',
      access: 'RW',
      before: interaction2004,
      accepts: ['urn:obj:1'],
      refuses: [{ value: '', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.timestamp',
      access: 'RW',
      before: interaction2004,
      accepts: ['2024-05-01T10:20:30'],
      refuses: [{ value: 'yesterday', error: '406' }],
    },
    { element: 'cmi.interactions.0.correct_responses._count', access: 'RO', before: interaction2004 },
    {
      element: 'cmi.interactions.0.correct_responses.0.pattern',
      access: 'RW',
      before: trueFalse2004,
      accepts: ['true'],
      refuses: [{ value: 'yes', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.weighting',
      access: 'RW',
      before: interaction2004,
      accepts: ['1', '0.5', '-2'],
      refuses: [{ value: 'heavy', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.learner_response',
      access: 'RW',
      before: trueFalse2004,
      accepts: ['false'],
      refuses: [{ value: 'yes', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.result',
      access: 'RW',
      before: interaction2004,
      accepts: ['correct', 'incorrect', 'unanticipated', 'neutral', '0.75'],
      // 1.2's word, not 2004's.
      refuses: [{ value: 'wrong', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.latency',
      access: 'RW',
      before: interaction2004,
      // timeinterval (second,10,2): an ISO 8601 duration.
      accepts: ['PT5S', 'PT1M30.5S'],
      refuses: [{ value: '00:00:05', error: '406' }],
    },
    {
      element: 'cmi.interactions.0.description',
      access: 'RW',
      before: interaction2004,
      accepts: ['{lang=en}Question 1'],
      refuses: [badLanguage],
    },

    // The learner's and the manifest's, filled by the LMS.
    { element: 'cmi.launch_data', access: 'RO' },
    { element: 'cmi.learner_id', access: 'RO' },
    { element: 'cmi.learner_name', access: 'RO' },

    // cmi.learner_preference: with no preference of the learner's, the standard's defaults.
    {
      element: 'cmi.learner_preference._children',
      access: 'RO',
      initial: 'audio_level,language,delivery_speed,audio_captioning',
    },
    {
      element: 'cmi.learner_preference.audio_level',
      access: 'RW',
      initial: '1',
      // real(10,7) from 0.
      accepts: ['0', '1', '2.5'],
      refuses: [
        { value: '-1', error: '407' },
        { value: 'loud', error: '406' },
      ],
    },
    {
      element: 'cmi.learner_preference.language',
      access: 'RW',
      initial: '',
      accepts: ['pt-BR', 'en'],
      refuses: [{ value: 'abcdefghi', error: '406' }],
    },
    {
      element: 'cmi.learner_preference.delivery_speed',
      access: 'RW',
      initial: '1',
      // real(10,7) from 0 (whether a speed of 0 itself is in range, the tables do not say).
      accepts: ['0.5', '1.5'],
      refuses: [
        { value: '-0.5', error: '407' },
        { value: 'fast', error: '406' },
      ],
    },
    {
      element: 'cmi.learner_preference.audio_captioning',
      access: 'RW',
      initial: '0',
      // -1 (off), 0 (no change), 1 (on).
      accepts: ['-1', '0', '1'],
      refuses: [{ value: 'on', error: '406' }],
    },

    // characterstring (SPM 1000) with no minimum: '' clears the bookmark.
    { element: 'cmi.location', access: 'RW', unsetError: '403', accepts: ['page-4', ''] },
    // The manifest's (adlcp:maxTimeAllowed).
    { element: 'cmi.max_time_allowed', access: 'RO' },
    { element: 'cmi.mode', access: 'RO', initial: 'normal' },

    // cmi.objectives (none in the manifest of these launches)
    {
      element: 'cmi.objectives._children',
      access: 'RO',
      initial: 'id,score,success_status,completion_status,progress_measure,description',
    },
    { element: 'cmi.objectives._count', access: 'RO', initial: '0' },
    {
      element: 'cmi.objectives.0.id',
      access: 'RW',
      accepts: ['urn:obj:1'],
      refuses: [{ value: '', error: '406' }],
    },
    { element: 'cmi.objectives.0.score._children', access: 'RO', before: objective2004 },
    { element: 'cmi.objectives.0.score.scaled', access: 'RW', before: objective2004, ...scaled2004 },
    { element: 'cmi.objectives.0.score.raw', access: 'RW', before: objective2004, ...real2004 },
    { element: 'cmi.objectives.0.score.min', access: 'RW', before: objective2004, ...real2004 },
    { element: 'cmi.objectives.0.score.max', access: 'RW', before: objective2004, ...real2004 },
    { element: 'cmi.objectives.0.success_status', access: 'RW', before: objective2004, ...successStatus2004 },
    {
      element: 'cmi.objectives.0.completion_status',
      access: 'RW',
      before: objective2004,
      ...completionStatus2004,
    },
    { element: 'cmi.objectives.0.progress_measure', access: 'RW', before: objective2004, ...progress2004 },
    {
      element: 'cmi.objectives.0.description',
      access: 'RW',
      before: objective2004,
      accepts: ['{lang=en}Objective one'],
      refuses: [badLanguage],
    },

    { element: 'cmi.progress_measure', access: 'RW', unsetError: '403', ...progress2004 },
    // The manifest's (imsss:minNormalizedMeasure of the primary objective).
    { element: 'cmi.scaled_passing_score', access: 'RO' },

    // cmi.score
    { element: 'cmi.score._children', access: 'RO', initial: 'scaled,raw,min,max' },
    { element: 'cmi.score.scaled', access: 'RW', unsetError: '403', ...scaled2004 },
    { element: 'cmi.score.raw', access: 'RW', unsetError: '403', ...real2004 },
    { element: 'cmi.score.min', access: 'RW', unsetError: '403', ...real2004 },
    { element: 'cmi.score.max', access: 'RW', unsetError: '403', ...real2004 },

    {
      element: 'cmi.session_time',
      access: 'WO',
      accepts: ['PT1H30M5S', 'PT0S', 'P1DT2H'],
      // 1.2's CMITimespan, not an ISO 8601 duration.
      refuses: [{ value: '01:30:05', error: '406' }],
    },
    // Read with error 0 (scorm-again keeps the previous call's code: src/scorm-host/conformance.ts).
    { element: 'cmi.success_status', access: 'RW', initial: 'unknown', ...successStatus2004 },
    { element: 'cmi.suspend_data', access: 'RW', unsetError: '403', accepts: ['A1;B2'] },
    // The manifest's (adlcp:timeLimitAction).
    { element: 'cmi.time_limit_action', access: 'RO' },
    { element: 'cmi.total_time', access: 'RO', initial: 'PT0H0M0S' },

    // The navigation data model (RTE 4.4): what the SCO asks the LMS to do once it terminates, and
    // whether the LMS would do it ('true', 'false' or 'unknown', the LMS's to say for the lesson at hand).
    {
      element: 'adl.nav.request',
      access: 'RW',
      initial: '_none_',
      // Ends on '_none_': the walk's session asks for nothing when it finishes.
      accepts: [
        'continue',
        'previous',
        '{target=intro}choice',
        '{target=intro}jump',
        'exit',
        'exitAll',
        'abandon',
        'abandonAll',
        'suspendAll',
        '_none_',
      ],
      refuses: [{ value: 'forward', error: '406' }],
    },
    { element: 'adl.nav.request_valid.continue', access: 'RO', reads: navValidity },
    { element: 'adl.nav.request_valid.previous', access: 'RO', reads: navValidity },
    { element: 'adl.nav.request_valid.choice.{target=intro}', access: 'RO', reads: navValidity },
    { element: 'adl.nav.request_valid.jump.{target=intro}', access: 'RO', reads: navValidity },
  ],
  // As for 1.2: checks of the standard that scorm-again fails (none left: src/scorm-host/conformance.ts).
  leftOut: [],
};
