import { hostFormat, type Format } from './format';
import type { Strings } from './en';

/** The `renderers` section in Spanish. */
export const esRenderers: Strings['renderers'] = {
  notAnsweredYet: 'Aún sin responder',
  required: '(obligatorio)',
  selectPlaceholder: 'Elige…',
  noItems: 'Esta actividad todavía no tiene nada que responder.',

  suggestedTime: (seconds: number, f: Format = hostFormat()) => `Tiempo sugerido: ${f.duration(seconds)}`,
  timeLeft: (seconds: number, f: Format = hostFormat()) => `Tiempo sugerido restante: ${f.duration(seconds)}`,
  timeNearlyUp: (seconds: number, f: Format = hostFormat()) => `Quedan ${f.duration(seconds)} del tiempo sugerido. Tómate el tiempo que necesites.`,
  timeUp: 'Se acabó el tiempo sugerido. Tómate el tiempo que necesites; tu respuesta sigue contando.',

  timeLimit: (seconds: number, f: Format = hostFormat()) => `Tiempo límite: ${f.duration(seconds)}`,
  timeLimitLeft: (seconds: number, f: Format = hostFormat()) => `Tiempo restante: ${f.duration(seconds)}`,
  timeLimitUp: 'Se acabó el tiempo',
  timeLimitChangeable: (seconds: number, f: Format = hostFormat()) => `Respondida. Tiempo restante para cambiarla: ${f.duration(seconds)}`,
  timeLimitWarning: (position: number, seconds: number, f: Format = hostFormat()) =>
    `A la pregunta ${f.number(position)} le quedan ${f.duration(seconds)} o menos. Elige «Más tiempo» para añadir tiempo.`,
  timeLimitLastWarning: (position: number, seconds: number, f: Format = hostFormat()) =>
    `A la pregunta ${f.number(position)} le quedan ${f.duration(seconds)} o menos. No se puede añadir más tiempo.`,
  moreTime: (position: number, total: number, f: Format = hostFormat()) => (total > 1 ? `Más tiempo para la pregunta ${f.number(position)}` : 'Más tiempo'),
  timeAdded: (position: number, seconds: number, count: number, most: number, f: Format = hostFormat()) =>
    `Se añadieron ${f.duration(seconds)} a la pregunta ${f.number(position)} (${f.number(count)} de ${f.number(most)}).`,
  timeUpAnswered: (position: number, f: Format = hostFormat()) => `Se acabó el tiempo de la pregunta ${f.number(position)}. Tu respuesta queda fijada.`,
  timeUpUnanswered: (position: number, f: Format = hostFormat()) => `Se acabó el tiempo de la pregunta ${f.number(position)}. Queda bloqueada sin respuesta.`,
  timeUpMovedOn: (position: number, f: Format = hostFormat()) =>
    `Se acabó el tiempo de la pregunta ${f.number(position)}. Queda bloqueada sin respuesta. Seguimos con la siguiente pregunta.`,

  dragInstructions:
    'Para tomar un elemento, pulsa Espacio o Intro. Usa las flechas para llevarlo a un lugar y pulsa Espacio o Intro para soltarlo. Pulsa Escape para cancelar. O selecciona el elemento y después un lugar.',
  dragStart: ({ label }: { label: string }) => `Tomaste ${label}.`,
  useListsInsteadOfDragging: 'Elegir de listas en lugar de arrastrar',
  dragOver: ({ label, zone }: { label: string; zone: string | null }) =>
    zone ? `${label} está sobre ${zone}.` : `${label} no está sobre ningún lugar.`,
  dragEnd: ({ label, zone }: { label: string; zone: string | null }) =>
    zone ? `${label} se soltó en ${zone}.` : `${label} volvió a su sitio; no cambió nada.`,
  dragCancel: ({ label }: { label: string }) => `Se canceló el movimiento de ${label}; no cambió nada.`,
  draggableRole: 'arrastrable',
  clear: 'Quitar',
  clearItem: (label: string) => `Quitar ${label}`,
  tapPicked: ({ label }: { label: string }) => `Se seleccionó ${label}. Elige un lugar para este elemento o vuelve a seleccionarlo para cancelar.`,
  tapPlaced: ({ label, zone }: { label: string; zone: string }) => `${label} se colocó en ${zone}.`,
  tapCancelled: ({ label }: { label: string }) => `${label} volvió a su sitio; no cambió nada.`,
  tapPlaceOn: ({ label, zone }: { label: string; zone: string }) => `Colocar ${label} en ${zone}`,
  tapChoosePlace: (label: string) => `Elige un lugar para ${label}.`,

  matchSourcesHeading: 'Hallazgos',
  matchTargetsHeading: 'Coloca cada uno en la acción que le corresponde',
  matchedTo: (target: string) => `Corresponde a: ${target}`,
  notMatched: 'Aún sin asociar',

  groupItemsHeading: 'Elementos',
  groupZonesHeading: 'Coloca cada elemento en su grupo',
  placedIn: (group: string) => `En: ${group}`,
  notPlaced: 'Aún sin colocar',

  unpairedCardsHeading: 'Tarjetas',
  pairsHeading: 'Tus parejas',
  noPairsYet: 'Todavía no hay parejas.',
  cardSelectedHint: 'Selecciona dos tarjetas para emparejarlas. Vuelve a seleccionar una tarjeta elegida para soltarla.',
  pairWith: (card: string) => `${card} forma pareja con`,
  pairAction: 'Emparejar',
  pairActionLabel: (card: string) => `Emparejar ${card} con la tarjeta elegida`,
  pairedAnnouncement: (first: string, second: string) => `Emparejaste ${first} con ${second}.`,
  unpairedAnnouncement: (first: string, second: string) => `Separaste ${first} y ${second}.`,
  unpair: 'Separar',
  unpairLabel: (first: string, second: string) => `Separar ${first} y ${second}`,

  sliderValueText: (value: number, endLabel: string | null, f: Format = hostFormat()) => (endLabel ? `${f.number(value)}, ${endLabel}` : f.number(value)),
  scaleHint: (min: number, minLabel: string | null, max: number, maxLabel: string | null, f: Format = hostFormat()) =>
    `${f.number(min)} significa ${minLabel || 'lo mínimo'}; ${f.number(max)} significa ${maxLabel || 'lo máximo'}.`,
  selectedValue: (value: number, f: Format = hostFormat()) => `Tu respuesta: ${f.number(value)}`,

  imageFailed: (alt: string) => (alt ? `La imagen no se cargó. Muestra: ${alt}` : 'La imagen no se cargó.'),
  imageUndescribed: 'Imagen sin descripción',

  imageUnavailable: 'No se pudo mostrar la imagen. Elige de la lista.',
  hotspotChosen: (label: string) => `Selección: ${label}`,
  hotspotImageFailed: (alt: string) => (alt ? `La imagen no se cargó. Muestra: ${alt}` : 'La imagen no se cargó.'),

  mediaPending: 'Este video todavía se está preparando.',
  mediaFailed: 'No se pudo reproducir este video.',
  mediaExpired: 'El enlace de este video caducó; actualizando…',
  mediaSummaryBelow: 'Su contenido se resume a continuación.',
  mediaInTranscript: 'Su contenido está en la transcripción, a continuación.',
  playVideoLabel: 'Reproducir el video',

  sceneHeading: (position: number, f: Format = hostFormat()) => `Escena ${f.number(position)}`,
  scenesLocked: (count: number, f: Format = hostFormat()) =>
    f.plural(count, { one: 'Se abrirá # escena más cuando resuelvas los acertijos de arriba.', other: 'Se abrirán # escenas más cuando resuelvas los acertijos de arriba.' }),
  puzzleSolved: 'Resuelto',
  puzzleTryAgain: 'No exactamente. Elige otra respuesta y vuelve a comprobarla.',
  puzzleSolvedAnnouncement: (prompt: string) => `Resuelto: ${prompt}`,
  puzzleWrongAnnouncement: (prompt: string) => `Aún sin resolver: ${prompt} Elige otra respuesta y vuelve a comprobarla.`,
  sceneOpenedAnnouncement: (title: string) => `Nueva escena: ${title}.`,
  allPuzzlesSolved: 'Resolviste todos los acertijos. Puedes continuar.',
  escapeReviewing: 'Revisión: tus respuestas, solo lectura',

  yes: 'Sí',
  no: 'No',
  chooseAny: 'Elige todas las que correspondan.',
};
