/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Post_Job_Why_TitleInputs */

const en_post_job_why_title = /** @type {(inputs: Post_Job_Why_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why post with ${i?.shortName}`)
};

const fr_post_job_why_title = /** @type {(inputs: Post_Job_Why_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourquoi publier avec ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "Why post with {shortName}" |
*
* @param {Post_Job_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_why_title = /** @type {((inputs: Post_Job_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_why_title(inputs)
	return en_post_job_why_title(inputs)
});