/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Published_TextInputs */

const en_post_job_published_text = /** @type {(inputs: Post_Job_Published_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job posting is now live on our jobs board.`)
};

const fr_post_job_published_text = /** @type {(inputs: Post_Job_Published_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre offre d’emploi est maintenant publiée sur notre babillard d’emplois.`)
};

/**
* | output |
* | --- |
* | "Your job posting is now live on our jobs board." |
*
* @param {Post_Job_Published_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_published_text = /** @type {((inputs?: Post_Job_Published_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Published_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_published_text(inputs)
	return en_post_job_published_text(inputs)
});