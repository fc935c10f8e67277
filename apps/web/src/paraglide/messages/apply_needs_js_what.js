/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Needs_Js_WhatInputs */

const en_apply_needs_js_what = /** @type {(inputs: Apply_Needs_Js_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`apply for this job`)
};

const fr_apply_needs_js_what = /** @type {(inputs: Apply_Needs_Js_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`postuler à cet emploi`)
};

/**
* | output |
* | --- |
* | "apply for this job" |
*
* @param {Apply_Needs_Js_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_needs_js_what = /** @type {((inputs?: Apply_Needs_Js_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Needs_Js_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_needs_js_what(inputs)
	return en_apply_needs_js_what(inputs)
});