/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_This_JobInputs */

const en_share_this_job = /** @type {(inputs: Share_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this job`)
};

const fr_share_this_job = /** @type {(inputs: Share_This_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cette offre`)
};

/**
* | output |
* | --- |
* | "Share this job" |
*
* @param {Share_This_JobInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_this_job = /** @type {((inputs?: Share_This_JobInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_This_JobInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_share_this_job(inputs)
	return en_share_this_job(inputs)
});