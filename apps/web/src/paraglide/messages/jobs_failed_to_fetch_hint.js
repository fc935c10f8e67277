/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Failed_To_Fetch_HintInputs */

const en_jobs_failed_to_fetch_hint = /** @type {(inputs: Jobs_Failed_To_Fetch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not load the job listings right now. Please check your connection and try again.`)
};

const fr_jobs_failed_to_fetch_hint = /** @type {(inputs: Jobs_Failed_To_Fetch_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne pouvons pas charger les offres d'emploi pour le moment. Vérifiez votre connexion et réessayez.`)
};

/**
* | output |
* | --- |
* | "We could not load the job listings right now. Please check your connection and try again." |
*
* @param {Jobs_Failed_To_Fetch_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_failed_to_fetch_hint = /** @type {((inputs?: Jobs_Failed_To_Fetch_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Failed_To_Fetch_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_failed_to_fetch_hint(inputs)
	return en_jobs_failed_to_fetch_hint(inputs)
});