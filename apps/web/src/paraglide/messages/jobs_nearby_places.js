/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Nearby_PlacesInputs */

const en_jobs_nearby_places = /** @type {(inputs: Jobs_Nearby_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nearby places with matching jobs`)
};

const fr_jobs_nearby_places = /** @type {(inputs: Jobs_Nearby_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieux à proximité avec des emplois correspondants`)
};

/**
* | output |
* | --- |
* | "Nearby places with matching jobs" |
*
* @param {Jobs_Nearby_PlacesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_nearby_places = /** @type {((inputs?: Jobs_Nearby_PlacesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Nearby_PlacesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_nearby_places(inputs)
	return en_jobs_nearby_places(inputs)
});