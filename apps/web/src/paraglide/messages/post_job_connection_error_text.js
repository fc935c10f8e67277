/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Connection_Error_TextInputs */

const en_post_job_connection_error_text = /** @type {(inputs: Post_Job_Connection_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to submit job posting. Please try again.`)
};

const fr_post_job_connection_error_text = /** @type {(inputs: Post_Job_Connection_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’envoyer l’offre d’emploi. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Unable to submit job posting. Please try again." |
*
* @param {Post_Job_Connection_Error_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_connection_error_text = /** @type {((inputs?: Post_Job_Connection_Error_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Connection_Error_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_connection_error_text(inputs)
	return en_post_job_connection_error_text(inputs)
});