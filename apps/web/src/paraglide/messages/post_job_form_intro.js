/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Form_IntroInputs */

const en_post_job_form_intro = /** @type {(inputs: Post_Job_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about the role. The more detail you share, the better we can match qualified candidates.`)
};

const fr_post_job_form_intro = /** @type {(inputs: Post_Job_Form_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous du poste. Plus vous donnez de détails, mieux nous pourrons trouver des candidats qualifiés.`)
};

/**
* | output |
* | --- |
* | "Tell us about the role. The more detail you share, the better we can match qualified candidates." |
*
* @param {Post_Job_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_form_intro = /** @type {((inputs?: Post_Job_Form_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Form_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_form_intro(inputs)
	return en_post_job_form_intro(inputs)
});