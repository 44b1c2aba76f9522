import type { Questionnaire } from './types.ts';

/**
 * PLACEHOLDER QUESTIONNAIRE — four questions so the foundation slice can run end to end.
 * It is not a status test; the determination-engine issue replaces it.
 */
export const PLACEHOLDER_QUESTIONNAIRE: Questionnaire = {
  version: 'placeholder-0',
  sections: [{ id: 'placeholder', title: 'Placeholder questionnaire' }],
  questions: [
    {
      id: 'ph_substitute',
      section: 'placeholder',
      content: 'Could the worker send a substitute to do the work?',
      helpText: 'Placeholder question.',
      type: 'standard',
      allowUnknown: false,
      important: true,
      answers: [
        { id: 'yes', content: 'Yes' },
        { id: 'no', content: 'No' },
      ],
    },
    {
      id: 'ph_control',
      section: 'placeholder',
      content: 'Does the client decide how the work is done?',
      helpText: null,
      type: 'standard',
      allowUnknown: true,
      important: false,
      answers: [
        { id: 'yes', content: 'Yes' },
        { id: 'no', content: 'No' },
      ],
    },
    {
      id: 'ph_equipment',
      section: 'placeholder',
      content: 'Which costs does the worker bear?',
      helpText: null,
      type: 'multiple',
      allowUnknown: false,
      important: false,
      answers: [
        { id: 'equipment', content: 'Own equipment' },
        { id: 'expenses', content: 'Unrecovered expenses' },
        { id: 'none', content: 'None of these' },
      ],
    },
    {
      id: 'ph_other_clients',
      section: 'placeholder',
      content: 'Does the worker have other clients?',
      helpText: null,
      type: 'standard',
      allowUnknown: false,
      important: false,
      answers: [
        { id: 'yes', content: 'Yes' },
        { id: 'no', content: 'No' },
      ],
    },
  ],
};
