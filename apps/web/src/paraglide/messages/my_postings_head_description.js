/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Head_DescriptionInputs */

const en_my_postings_head_description = /** @type {(inputs: My_Postings_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See whether the jobs you posted with us are live, edit them, close them as filled or cancelled, or repost them, with a link we email you.`)
};

const fr_my_postings_head_description = /** @type {(inputs: My_Postings_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez si les offres que vous avez publiées chez nous sont en ligne, modifiez-les, fermez-les comme pourvues ou annulées, ou republiez-les, grâce à un lien que nous vous envoyons par courriel.`)
};

/**
* | output |
* | --- |
* | "See whether the jobs you posted with us are live, edit them, close them as filled or cancelled, or repost them, with a link we email you." |
*
* @param {My_Postings_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_head_description = /** @type {((inputs?: My_Postings_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_head_description(inputs)
	return en_my_postings_head_description(inputs)
});