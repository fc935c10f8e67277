/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Needs_Js_Post_JobInputs */

const en_needs_js_post_job = /** @type {(inputs: Needs_Js_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`post a job`)
};

const fr_needs_js_post_job = /** @type {(inputs: Needs_Js_Post_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publier une offre`)
};

/**
* | output |
* | --- |
* | "post a job" |
*
* @param {Needs_Js_Post_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const needs_js_post_job = /** @type {((inputs?: Needs_Js_Post_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Needs_Js_Post_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_needs_js_post_job(inputs)
	return en_needs_js_post_job(inputs)
});