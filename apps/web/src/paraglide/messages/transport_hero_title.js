/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Hero_TitleInputs */

const en_transport_hero_title = /** @type {(inputs: Transport_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliable Freight Transportation Across Canada`)
};

const fr_transport_hero_title = /** @type {(inputs: Transport_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un transport de marchandises fiable partout au Canada`)
};

/**
* | output |
* | --- |
* | "Reliable Freight Transportation Across Canada" |
*
* @param {Transport_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_hero_title = /** @type {((inputs?: Transport_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_hero_title(inputs)
	return en_transport_hero_title(inputs)
});