/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_Can_SubmitInputs */

const en_posting_checks_can_submit = /** @type {(inputs: Posting_Checks_Can_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can still submit: our team reviews every posting before it is published.`)
};

const fr_posting_checks_can_submit = /** @type {(inputs: Posting_Checks_Can_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez quand même l’envoyer : notre équipe examine chaque offre avant sa publication.`)
};

/**
* | output |
* | --- |
* | "You can still submit: our team reviews every posting before it is published." |
*
* @param {Posting_Checks_Can_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_can_submit = /** @type {((inputs?: Posting_Checks_Can_SubmitInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_Can_SubmitInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_can_submit(inputs)
	return en_posting_checks_can_submit(inputs)
});