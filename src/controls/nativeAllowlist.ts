/**
 * The native Sanitizer's allowlist: DOMPurify 3.4.18's default allowlists (its tags.ts and
 * attrs.ts) minus PURIFY_CONFIG's FORBID lists, so both paths keep the same markup. The Sanitizer
 * API matches names exactly and by namespace where DOMPurify lowercases and ignores namespace, so
 * SVG names are written as the HTML parser makes them (`linearGradient`, `viewBox`).
 * nativeAllowlist.test.ts derives these lists again from the installed DOMPurify: an upgrade that
 * changes its defaults fails there. Space-separated words: they compress better than arrays.
 */

/**
 * Elements DOMPurify keeps, by namespace. It also keeps an HTML `title` (a name it shares with
 * SVG, COMMON_SVG_AND_HTML_ELEMENTS), so `title` is added to its HTML list here.
 */
export const HTML_ELEMENTS =
  'a abbr acronym address area article aside audio b bdi bdo big blink blockquote body br canvas ' +
  'caption center cite code col colgroup content data datalist dd decorator del details dfn dialog ' +
  'dir div dl dt element em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 head header ' +
  'hgroup hr html i img ins kbd label legend li main map mark marquee menu menuitem meter nav nobr ' +
  'ol optgroup output p picture pre progress q rp rt ruby s samp search section shadow slot small ' +
  'source spacer span strike strong sub summary sup table tbody td template tfoot th thead time title tr ' +
  'track tt u ul var video wbr';
export const SVG_ELEMENTS =
  'svg a altGlyph altGlyphDef altGlyphItem animateColor animateMotion animateTransform circle ' +
  'clipPath defs desc ellipse filter font g glyph glyphRef hkern image line linearGradient marker ' +
  'mask metadata mpath path pattern polygon polyline radialGradient rect stop switch symbol text ' +
  'textPath title tref tspan view vkern feBlend feColorMatrix feComponentTransfer feComposite ' +
  'feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow feFlood feFuncA ' +
  'feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset ' +
  'fePointLight feSpecularLighting feSpotLight feTile feTurbulence';
export const MATHML_ELEMENTS =
  'math menclose merror mfenced mfrac mglyph mi mlabeledtr mmultiscripts mn mo mover mpadded ' +
  'mphantom mroot mrow ms mspace msqrt mstyle msub msup msubsup mtable mtd mtext mtr munder ' +
  'munderover mprescripts';

/**
 * Elements DOMPurify drops but whose content it keeps (KEEP_CONTENT, not in FORBID_CONTENTS): our
 * FORBID_TAGS form controls, HTML elements outside its allowlist, and SVG and MathML elements it
 * lists as disallowed. The Sanitizer API drops an unlisted element with its content, so these are
 * named (the HTML ones are the elements the HTML spec defines, or obsoletes, outside DOMPurify's
 * list). An element with a name in no list (`<x-card>`, `<o:p>`) is named per string by
 * unknownElements.ts, so its content stays as DOMPurify keeps it. `object`, `embed`, `frame` and
 * SVG `use` lose their content natively: the API's own unsafe list removes them whole whatever
 * the config says.
 */
export const HTML_KEEP_CONTENT =
  'button form input option select textarea applet basefont bgsound embed frame frameset isindex ' +
  'keygen link listing meta nextid object param portal rb rtc base fencedframe';
export const SVG_KEEP_CONTENT =
  'animate color-profile cursor discard font-face font-face-format font-face-name font-face-src ' +
  'font-face-uri hatch hatchpath mesh meshgradient meshpatch meshrow missing-glyph set solidcolor ' +
  'unknown use';
export const MATHML_KEEP_CONTENT =
  'maction maligngroup malignmark mlongdiv mscarries mscarry msgroup mstack msline msrow semantics ' +
  'annotation none';

/** Attributes DOMPurify keeps on any element (lower-case, as the HTML parser makes them on HTML elements). */
export const ATTRIBUTES =
  'accept align alt autocapitalize autocomplete autopictureinpicture autoplay background bgcolor ' +
  'border capture cellpadding cellspacing checked cite class clear color cols colspan command ' +
  'commandfor controls controlslist coords crossorigin datetime decoding default dir disabled ' +
  'disablepictureinpicture disableremoteplayback download draggable enctype enterkeyhint ' +
  'exportparts face for headers height hidden high href hreflang id inert inputmode integrity ismap ' +
  'kind label lang list loading loop low max maxlength media method min minlength multiple muted ' +
  'name nonce noshade novalidate nowrap open optimum part pattern placeholder playsinline popover ' +
  'popovertarget popovertargetaction poster preload pubdate radiogroup readonly rel required rev ' +
  'reversed role rows rowspan spellcheck scope selected shape size sizes slot span srclang start ' +
  'src srcset step summary tabindex title translate type usemap valign value width wrap xmlns ' +
  'accent-height accumulate additive alignment-baseline amplitude ascent attributename ' +
  'attributetype azimuth basefrequency baseline-shift begin bias by clip clippathunits clip-path ' +
  'clip-rule color-interpolation color-interpolation-filters color-profile color-rendering cx cy d ' +
  'dx dy diffuseconstant direction display divisor dominant-baseline dur edgemode elevation end ' +
  'exponent fill fill-opacity fill-rule filter filterunits flood-color flood-opacity font-family ' +
  'font-size font-size-adjust font-stretch font-style font-variant font-weight fx fy g1 g2 ' +
  'glyph-name glyphref gradientunits gradienttransform image-rendering in in2 intercept k k1 k2 k3 ' +
  'k4 kerning keypoints keysplines keytimes lengthadjust letter-spacing kernelmatrix ' +
  'kernelunitlength lighting-color local marker-end marker-mid marker-start markerheight ' +
  'markerunits markerwidth maskcontentunits maskunits mask mask-type mode numoctaves offset ' +
  'operator opacity order orient orientation origin overflow paint-order path pathlength ' +
  'patterncontentunits patterntransform patternunits pointer-events points preservealpha ' +
  'preserveaspectratio primitiveunits r rx ry radius refx refy repeatcount repeatdur restart result ' +
  'rotate scale seed shape-rendering slope specularconstant specularexponent spreadmethod ' +
  'startoffset stddeviation stitchtiles stop-color stop-opacity stroke-dasharray stroke-dashoffset ' +
  'stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke stroke-width surfacescale ' +
  'systemlanguage tablevalues targetx targety transform transform-origin text-anchor ' +
  'text-decoration text-orientation text-rendering textlength u1 u2 unicode values vector-effect ' +
  'viewbox visibility version vert-adv-y vert-origin-x vert-origin-y word-spacing writing-mode ' +
  'xchannelselector ychannelselector x x1 x2 y y1 y2 z zoomandpan accent accentunder bevelled close ' +
  'columnalign columnlines columnspacing columnspan denomalign depth displaystyle encoding fence ' +
  'frame largeop length linethickness lquote lspace mathbackground mathcolor mathsize mathvariant ' +
  'maxsize minsize movablelimits notation numalign rowalign rowlines rowspacing rspace rquote ' +
  'scriptlevel scriptminsize scriptsizemultiplier selection separator separators stretchy ' +
  'subscriptshift supscriptshift symmetric voffset xlink:href xml:id xlink:title xml:space ' +
  'xmlns:xlink';

/** The same attributes as the HTML parser cases them on SVG elements. */
export const SVG_CASED_ATTRIBUTES =
  'attributeName attributeType baseFrequency clipPathUnits diffuseConstant edgeMode filterUnits ' +
  'glyphRef gradientUnits gradientTransform keyPoints keySplines keyTimes lengthAdjust kernelMatrix ' +
  'kernelUnitLength markerHeight markerUnits markerWidth maskContentUnits maskUnits numOctaves ' +
  'pathLength patternContentUnits patternTransform patternUnits preserveAlpha preserveAspectRatio ' +
  'primitiveUnits refX refY repeatCount repeatDur specularConstant specularExponent spreadMethod ' +
  'startOffset stdDeviation stitchTiles surfaceScale systemLanguage tableValues targetX targetY ' +
  'textLength viewBox xChannelSelector yChannelSelector zoomAndPan';

/**
 * DOMPurify keeps any `aria-*` name (ALLOW_ARIA_ATTR); the Sanitizer API takes names, not patterns,
 * so these are ARIA 1.3's. An unknown `aria-` name is dropped natively: stricter, and inert.
 */
export const ARIA_ATTRIBUTES =
  'aria-actions aria-activedescendant aria-atomic aria-autocomplete aria-braillelabel ' +
  'aria-brailleroledescription aria-busy aria-checked aria-colcount aria-colindex aria-colindextext ' +
  'aria-colspan aria-controls aria-current aria-describedby aria-description aria-details ' +
  'aria-disabled aria-dropeffect aria-errormessage aria-expanded aria-flowto aria-grabbed ' +
  'aria-haspopup aria-hidden aria-invalid aria-keyshortcuts aria-label aria-labelledby aria-level ' +
  'aria-live aria-modal aria-multiline aria-multiselectable aria-orientation aria-owns ' +
  'aria-placeholder aria-posinset aria-pressed aria-readonly aria-relevant aria-required ' +
  'aria-roledescription aria-rowcount aria-rowindex aria-rowindextext aria-rowspan aria-selected ' +
  'aria-setsize aria-sort aria-valuemax aria-valuemin aria-valuenow aria-valuetext';
