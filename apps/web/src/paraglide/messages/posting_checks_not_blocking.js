/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_Not_BlockingInputs */

const en_posting_checks_not_blocking = /** @type {(inputs: Posting_Checks_Not_BlockingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These points do not stop the submission: our team reviews every posting before it is published.`)
};

const fr_posting_checks_not_blocking = /** @type {(inputs: Posting_Checks_Not_BlockingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces points n’empêchent pas l’envoi : notre équipe examine chaque offre avant sa publication.`)
};

/**
* | output |
* | --- |
* | "These points do not stop the submission: our team reviews every posting before it is published." |
*
* @param {Posting_Checks_Not_BlockingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_not_blocking = /** @type {((inputs?: Posting_Checks_Not_BlockingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_Not_BlockingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_not_blocking(inputs)
	return en_posting_checks_not_blocking(inputs)
});