/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_TitleInputs */

const en_transport_why_title = /** @type {(inputs: Transport_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shippers Trust Us With Their Freight`)
};

const fr_transport_why_title = /** @type {(inputs: Transport_Why_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les expéditeurs nous confient leurs marchandises`)
};

/**
* | output |
* | --- |
* | "Shippers Trust Us With Their Freight" |
*
* @param {Transport_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_title = /** @type {((inputs?: Transport_Why_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_title(inputs)
	return en_transport_why_title(inputs)
});