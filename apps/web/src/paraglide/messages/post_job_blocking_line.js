/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, message: NonNullable<unknown> }} Post_Job_Blocking_LineInputs */

const en_post_job_blocking_line = /** @type {(inputs: Post_Job_Blocking_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.message}`)
};

const fr_post_job_blocking_line = /** @type {(inputs: Post_Job_Blocking_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.message}`)
};

/**
* | output |
* | --- |
* | "{label}: {message}" |
*
* @param {Post_Job_Blocking_LineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_blocking_line = /** @type {((inputs: Post_Job_Blocking_LineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Blocking_LineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_blocking_line(inputs)
	return en_post_job_blocking_line(inputs)
});