/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Transport_Why_Team_TitleInputs */

const en_transport_why_team_title = /** @type {(inputs: Transport_Why_Team_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Team You Can Reach`)
};

const fr_transport_why_team_title = /** @type {(inputs: Transport_Why_Team_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une équipe facile à joindre`)
};

/**
* | output |
* | --- |
* | "A Team You Can Reach" |
*
* @param {Transport_Why_Team_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const transport_why_team_title = /** @type {((inputs?: Transport_Why_Team_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Transport_Why_Team_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_transport_why_team_title(inputs)
	return en_transport_why_team_title(inputs)
});