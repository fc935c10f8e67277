/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Connection_Error_TitleInputs */

const en_post_job_connection_error_title = /** @type {(inputs: Post_Job_Connection_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection error`)
};

const fr_post_job_connection_error_title = /** @type {(inputs: Post_Job_Connection_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de connexion`)
};

/**
* | output |
* | --- |
* | "Connection error" |
*
* @param {Post_Job_Connection_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_connection_error_title = /** @type {((inputs?: Post_Job_Connection_Error_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Connection_Error_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_connection_error_title(inputs)
	return en_post_job_connection_error_title(inputs)
});