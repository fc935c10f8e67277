/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Carrier_Join_Email_TeamInputs */

const en_carrier_join_email_team = /** @type {(inputs: Carrier_Join_Email_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Our Carrier Team`)
};

const fr_carrier_join_email_team = /** @type {(inputs: Carrier_Join_Email_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire à notre équipe des transporteurs`)
};

/**
* | output |
* | --- |
* | "Email Our Carrier Team" |
*
* @param {Carrier_Join_Email_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const carrier_join_email_team = /** @type {((inputs?: Carrier_Join_Email_TeamInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Carrier_Join_Email_TeamInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_carrier_join_email_team(inputs)
	return en_carrier_join_email_team(inputs)
});