/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Staff_Fast_TitleInputs */

const en_post_job_staff_fast_title = /** @type {(inputs: Post_Job_Staff_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need staff fast?`)
};

const fr_post_job_staff_fast_title = /** @type {(inputs: Post_Job_Staff_Fast_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin de personnel rapidement?`)
};

/**
* | output |
* | --- |
* | "Need staff fast?" |
*
* @param {Post_Job_Staff_Fast_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_staff_fast_title = /** @type {((inputs?: Post_Job_Staff_Fast_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Staff_Fast_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_staff_fast_title(inputs)
	return en_post_job_staff_fast_title(inputs)
});