/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Post_Job_Staff_Fast_TextInputs */

const en_post_job_staff_fast_text = /** @type {(inputs: Post_Job_Staff_Fast_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Talk to a staffing specialist (${i?.hours}).`)
};

const fr_post_job_staff_fast_text = /** @type {(inputs: Post_Job_Staff_Fast_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parlez à un spécialiste de la dotation (${i?.hours}).`)
};

/**
* | output |
* | --- |
* | "Talk to a staffing specialist ({hours})." |
*
* @param {Post_Job_Staff_Fast_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_staff_fast_text = /** @type {((inputs: Post_Job_Staff_Fast_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Staff_Fast_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_staff_fast_text(inputs)
	return en_post_job_staff_fast_text(inputs)
});