import { ans, none, type SectionDef } from '../defs.ts';

/** Integration into the client's organisation. */
export const PART_AND_PARCEL: SectionDef = {
  id: 'part_and_parcel',
  title: 'Part and parcel of the organisation',
  questions: [
    {
      id: 'pp_manage',
      section: 'part_and_parcel',
      content: 'Does the worker line-manage the client’s staff or hold a post in its management structure?',
      helpText:
        'Managing the client’s employees, or filling a position in its organisation chart, makes the worker part of the organisation (Stevenson, Jordan & Harrison v MacDonald & Evans).',
      type: 'standard',
      allowUnknown: true,
      important: true,
      depth: 'short',
      phase: 'any',
      factor: 'part_and_parcel',
      weight: 1.5,
      answers: [
        ans('yes', 'Yes', 0.8, 'The worker manages the client’s staff or holds an internal post.'),
        ans('project', 'Only people working on the worker’s own delivered project', -0.1),
        ans('no', 'No', -0.3),
      ],
    },
    {
      id: 'pp_benefits',
      section: 'part_and_parcel',
      content: 'Which benefits that the client’s employees receive does the worker also receive?',
      helpText: 'Choose all that apply.',
      type: 'multiple',
      allowUnknown: false,
      important: false,
      depth: 'short',
      phase: 'any',
      factor: 'part_and_parcel',
      answers: [
        ans('holiday', 'Paid holiday', 0.5, 'The worker receives paid holiday.'),
        ans('sick', 'Sick pay', 0.5, 'The worker receives sick pay.'),
        ans('pension', 'Pension contributions', 0.4, 'The client pays pension contributions for the worker.'),
        ans('other', 'Other staff benefits, such as bonuses, health cover or staff discounts', 0.3),
        none('None', -0.4, 'The worker receives none of the client’s staff benefits.'),
      ],
    },
    {
      id: 'pp_treated',
      section: 'part_and_parcel',
      content: 'Day to day, is the worker treated like one of the client’s employees?',
      helpText:
        'For example staff training and appraisals, an internal job title and staff email signature, invitations to staff events, a staff pass.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'practice',
      factor: 'part_and_parcel',
      answers: [
        ans('yes', 'Yes', 0.7, 'The worker is treated like an employee day to day.'),
        ans('partly', 'In some respects', 0.2),
        ans('no', 'No — treated as an outside supplier', -0.6, 'The worker is treated as an outside supplier.'),
      ],
    },
    {
      id: 'pp_presentation',
      section: 'part_and_parcel',
      content: 'How is the worker presented to the client’s customers and other third parties?',
      helpText: 'Consider business cards, signatures, uniforms and how the worker introduces themselves.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'part_and_parcel',
      answers: [
        ans('staff', 'As a member of the client’s staff', 0.6, 'Third parties see the worker as the client’s staff.'),
        ans('own', 'As representing their own business', -0.6, 'The worker presents as their own business.'),
        ans('na', 'There is no contact with third parties', 0),
      ],
    },
    {
      id: 'pp_same_work',
      section: 'part_and_parcel',
      content:
        'Is the worker doing the same work as the client’s employees, filling a vacancy or covering an employee’s absence?',
      helpText: 'Working side by side with employees on identical terms of work is a strong sign of integration.',
      type: 'standard',
      allowUnknown: true,
      important: false,
      depth: 'full',
      phase: 'any',
      factor: 'part_and_parcel',
      answers: [
        ans('yes', 'Yes', 0.6, 'The worker does the same work as the client’s employees.'),
        ans('no', 'No', -0.3),
      ],
    },
  ],
};
