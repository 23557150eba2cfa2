/**
 * Prose as office suites put it on the clipboard, written from the shapes they are documented to
 * produce: Word's filtered HTML (Office namespaces as prefixed element names: `<o:p>`, smart tags
 * `<st1:*>`, VML `<v:*>`, conditional comments), Google Docs (a `<b id="docs-internal-guid-…">`
 * wrapper, inline styles) and Google Sheets (a `<google-sheets-html-origin>` wrapper around the
 * table), and LibreOffice Writer (a whole document with `<font>` and `<sdfield>` fields). Each
 * entry names the author's words that must survive sanitizing on every path.
 */
export interface OfficePaste {
  readonly source: string;
  readonly html: string;
  readonly words: readonly string[];
}

export const OFFICE_PASTES: readonly OfficePaste[] = [
  {
    source: 'Word, a paragraph ending in <o:p>',
    html: '<p class="MsoNormal"><span lang="EN-US" style="font-size:11.0pt">Start metformin at 500 mg<o:p>&nbsp;once daily</o:p></span></p>',
    words: ['Start metformin at 500 mg', 'once daily'],
  },
  {
    source: 'Word, a list item with conditional comments',
    html:
      "<p class=\"MsoListParagraphCxSpFirst\" style=\"mso-list:l0 level1 lfo1\"><![if !supportLists]><span style=\"mso-list:Ignore\">1.<span style=\"font:7.0pt 'Times New Roman'\">&nbsp;&nbsp; </span></span><![endif]>Check eGFR before the first dose<o:p></o:p></p>",
    words: ['1.', 'Check eGFR before the first dose'],
  },
  {
    source: 'Word, smart tags around a place name',
    html: '<p class="MsoNormal">Enrolled in <st1:place w:st="on"><st1:City w:st="on">Boston</st1:City>, <st1:State w:st="on">MA</st1:State></st1:place><o:p></o:p></p>',
    words: ['Enrolled in', 'Boston', 'MA'],
  },
  {
    source: 'Word, a VML image with its text alternative',
    html: '<p class="MsoNormal"><v:shape id="_x0000_i1025" type="#_x0000_t75" alt="Insulin pen"><v:imagedata src="file:///C:/clip_image001.png" o:title="Figure 1"></v:imagedata></v:shape>Figure 1: insulin pen<o:p></o:p></p>',
    words: ['Figure 1: insulin pen'],
  },
  {
    source: 'Word, a content control',
    html: '<w:Sdt ShowingPlcHdr="t" DocPart="Default"><p class="MsoNormal">Learning objective one<o:p></o:p></p></w:Sdt>',
    words: ['Learning objective one'],
  },
  {
    source: 'Google Docs, a paragraph in its wrapper',
    html: '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4f1c2a7e-7fff-1b2c-3d4e-5f6a7b8c9d0e"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial;color:#000000;">Hold the dose if glucose is below 70 mg/dL.</span></p></b>',
    words: ['Hold the dose if glucose is below 70 mg/dL.'],
  },
  {
    source: 'Google Sheets, a table in its origin wrapper',
    html: '<google-sheets-html-origin><style type="text/css"><!--td {border: 1px solid #cccccc;}--></style><table xmlns="http://www.w3.org/1999/xhtml" cellspacing="0" cellpadding="0" dir="ltr" border="1" data-sheets-root="1"><colgroup><col width="100"></colgroup><tbody><tr style="height:21px;"><td style="overflow:hidden;padding:2px 3px;" data-sheets-value="{&quot;1&quot;:2,&quot;2&quot;:&quot;Basal&quot;}">Basal</td><td>10 units</td></tr></tbody></table></google-sheets-html-origin>',
    words: ['Basal', '10 units'],
  },
  {
    source: 'LibreOffice Writer, a whole document with a page field',
    html:
      '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN"><html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"/><title></title><style type="text/css">@page { size: 8.5in 11in }</style></head><body lang="en-US" dir="ltr"><p style="margin-bottom: 0in; line-height: 100%"><font face="Liberation Serif, serif">Titrate every three days.</font></p><p>Page <sdfield type=PAGE subtype=RANDOM format=PAGE>2</sdfield></p></body></html>',
    words: ['Titrate every three days.', 'Page', '2'],
  },
];
