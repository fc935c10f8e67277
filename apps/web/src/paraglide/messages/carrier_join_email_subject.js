/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Email_SubjectInputs */

const en_carrier_join_email_subject = /** @type {(inputs: Carrier_Join_Email_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier network application`)
};

const fr_carrier_join_email_subject = /** @type {(inputs: Carrier_Join_Email_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande d’adhésion au réseau de transporteurs`)
};

/**
* | output |
* | --- |
* | "Carrier network application" |
*
* @param {Carrier_Join_Email_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_email_subject = /** @type {((inputs?: Carrier_Join_Email_SubjectInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Email_SubjectInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_email_subject(inputs)
	return en_carrier_join_email_subject(inputs)
});