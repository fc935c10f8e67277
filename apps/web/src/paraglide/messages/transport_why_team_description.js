/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Team_DescriptionInputs */

const en_transport_why_team_description = /** @type {(inputs: Transport_Why_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One dedicated coordinator for your account who answers the phone and knows your freight.`)
};

const fr_transport_why_team_description = /** @type {(inputs: Transport_Why_Team_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un coordonnateur attitré à votre compte, qui répond au téléphone et connaît vos marchandises.`)
};

/**
* | output |
* | --- |
* | "One dedicated coordinator for your account who answers the phone and knows your freight." |
*
* @param {Transport_Why_Team_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_team_description = /** @type {((inputs?: Transport_Why_Team_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Team_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_team_description(inputs)
	return en_transport_why_team_description(inputs)
});