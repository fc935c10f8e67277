/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_Head_TitleInputs */

const en_jobs_head_title = /** @type {(inputs: Jobs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Jobs in Ontario`)
};

const fr_jobs_head_title = /** @type {(inputs: Jobs_Head_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un emploi en Ontario et au Québec`)
};

/**
* | output |
* | --- |
* | "Find Jobs in Ontario" |
*
* @param {Jobs_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_head_title = /** @type {((inputs?: Jobs_Head_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Head_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_head_title(inputs)
	return en_jobs_head_title(inputs)
});