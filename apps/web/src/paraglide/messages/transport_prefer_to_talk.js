/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Prefer_To_TalkInputs */

const en_transport_prefer_to_talk = /** @type {(inputs: Transport_Prefer_To_TalkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer to talk? Call`)
};

const fr_transport_prefer_to_talk = /** @type {(inputs: Transport_Prefer_To_TalkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous préférez parler à quelqu’un? Appelez le`)
};

/**
* | output |
* | --- |
* | "Prefer to talk? Call" |
*
* @param {Transport_Prefer_To_TalkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_prefer_to_talk = /** @type {((inputs?: Transport_Prefer_To_TalkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Prefer_To_TalkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_prefer_to_talk(inputs)
	return en_transport_prefer_to_talk(inputs)
});