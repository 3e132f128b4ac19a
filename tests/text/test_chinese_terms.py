"""Chinese terms read word by word: character bigrams inside the words the segmenter finds, function words left out.

A faithful Chinese paraphrase keeps the content words of its evidence but not their neighbours: bigrams across
two words (球一 in 绕地球一周) and function words (需要, 大约, 也就是) say nothing about what a sentence is about.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from report_workflow.errors import MissingDependency
from report_workflow.text import chinese_words, content_terms
from report_workflow.text.terms import word_terms


@pytest.mark.parametrize(("text", "across_words"), [
    ("月球绕地球一周大约需要27天", {"球绕", "绕地", "球一", "周大", "约需"}),
    ("该省稻谷与小麦合计产量为300万吨", {"省稻", "谷与", "与小", "麦合", "计产", "量为"}),
    ("事故发生于2022年3月21日下午", {"故发", "生于"}),
    ("这件青铜鼎为西周时期器物", {"件青", "为西", "期器"}),
])
def test_no_bigram_straddles_two_words(text: str, across_words: set[str]) -> None:
    assert not word_terms(text) & across_words


@pytest.mark.parametrize(("text", "terms"), [
    ("本次考试共有200名考生参加", {"考试", "考生", "参加"}),
    ("做这道红烧肉需要五花肉500克，也就是一斤", {"做", "红烧", "烧肉", "五花", "花肉", "克", "一斤"}),
    ("其中玉米200万吨", {"玉米", "吨"}),  # 万 is part of the amount, as the digits are
    ("月球绕地球一周大约需要27天", {"月球", "绕", "地球", "一周", "天"}),
])
def test_function_words_give_no_terms(text: str, terms: set[str]) -> None:
    assert word_terms(text) == terms


@pytest.mark.parametrize(("sentence", "evidence", "shared"), [
    ("这件青铜鼎为西周时期器物", "年代：西周早期。", "西周"),
    ("梧州市上空", "广西梧州上空", "梧州"),
    ("全省粮食总产量500万吨", "小麦产量120万吨", "产量"),
])
def test_a_longer_word_meets_the_shorter_word_of_the_evidence(sentence: str, evidence: str, shared: str) -> None:
    assert shared in word_terms(sentence) & word_terms(evidence)


@pytest.mark.parametrize("text", ["Revenue rose 5% in 2023", "GPU-4 at 95%", "カタカナ", "Straße und Café"])
def test_text_without_chinese_words_reads_as_content_terms(text: str) -> None:
    assert word_terms(text) == content_terms(text)


def test_latin_words_beside_chinese_words_stay_words() -> None:
    assert word_terms("GPU使用率达到95%") == {"gpu", "使用", "用率", "达到"}


def test_words_added_to_jiebas_shared_dictionary_change_no_term() -> None:
    import jieba

    before = chinese_words.words("上海宁波航线停航通知")
    jieba.add_word("波航线停", freq=10**7)
    try:
        assert jieba.lcut("上海宁波航线停航通知") != list(before)  # the shared segmenter now cuts otherwise
        assert chinese_words.words("上海宁波航线停航通知") == before
    finally:
        jieba.del_word("波航线停")


def _run(code: str, tmp_path) -> subprocess.CompletedProcess[str]:
    environment = {"TMPDIR": str(tmp_path), "PYTHONPATH": ":".join(sys.path)}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environment, check=True)


def test_english_verification_never_loads_the_segmenter(tmp_path) -> None:
    done = _run(
        "import sys\n"
        "from report_workflow import verify\n"
        "verify('Revenue rose 5% in 2023, the company said [1].', {'1': 'Revenue rose 5% in 2023.'})\n"
        "print('jieba' in sys.modules)\n",
        tmp_path,
    )
    assert done.stdout == "False\n"


def test_the_segmenter_prints_nothing_even_when_it_builds_its_cache(tmp_path) -> None:
    done = _run(
        "from report_workflow import verify\n"
        "verify('受台风影响，上海—青岛航线自9月14日起停航[1]。', {'1': '受台风“梅花”影响，上海—宁波航线停航。'})\n",
        tmp_path,
    )
    assert (done.stdout, done.stderr) == ("", "")
    assert (tmp_path / "jieba.cache").exists()


def test_a_missing_segmenter_is_a_missing_dependency(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "jieba", None)  # what a failed import leaves
    chinese_words._segmenter.cache_clear()
    try:
        with pytest.raises(MissingDependency, match="jieba"):
            chinese_words.words("上海宁波")
    finally:
        chinese_words._segmenter.cache_clear()


@pytest.mark.parametrize(("digits", "numerals"), [
    ("吞吐量412万标准箱", "吞吐量四百一十二万标准箱"),
    ("同比下降3.6%", "同比下降百分之三点六"),
    ("全年营业收入8亿元", "全年营业收入八亿元"),
    ("售价3999元", "售价三千九百九十九元"),
])
def test_an_amount_leaves_the_same_terms_in_digits_and_in_chinese_numerals(digits: str, numerals: str) -> None:
    assert content_terms(digits) == content_terms(numerals)
    assert word_terms(digits) == word_terms(numerals)


@pytest.mark.parametrize(("text", "kept"), [
    ("二号线日均客流45万人次", "二号"),  # one numeral: part of a name
    ("约三个月后恢复", "三个"),
    ("千万不要靠近", "千万"),  # no amount: a word
    ("第三季度营收增长", "第三"),  # an ordinal, not an amount
])
def test_a_numeral_outside_an_amount_of_two_or_more_numerals_stays_a_term(text: str, kept: str) -> None:
    assert kept in content_terms(text)


def test_a_direction_flipped_over_a_figure_in_chinese_numerals_blocks() -> None:
    from tests.support import fired
    from report_workflow.verify import verify

    source = "今年前三季度，临港港口完成集装箱吞吐量412万标准箱，同比下降3.6%；其中外贸集装箱占比约七成。"
    flipped = verify("临港港口前三季度完成集装箱吞吐量四百一十二万标准箱，同比增长百分之三点六。", [source])
    assert "FP002" in fired(flipped), flipped["sentence_results"]
    assert verify("临港港口前三季度完成集装箱吞吐量四百一十二万标准箱，同比下降百分之三点六。", [source])["publishable"]


@pytest.mark.parametrize(("text", "term"), [("指标超过了标准", "超过"), ("方案获得通过", "通过"), ("经过三轮审议", "经过")])
def test_guo_inside_a_word_is_no_particle(text: str, term: str) -> None:
    assert term in content_terms(text)


def test_an_exceedance_the_evidence_denies_blocks() -> None:
    from tests.support import fired
    from report_workflow.verify import verify

    source = "对青溪河下游5个断面开展的应急监测结果显示，各项指标均未超过地表水Ⅲ类标准。"
    result = verify("青溪河下游五个断面的应急监测显示，部分指标超过了地表水Ⅲ类标准。", [source])
    assert "FP001" in fired(result), result["sentence_results"]
    assert verify("青溪河下游五个断面的应急监测显示，各项指标都没有超过地表水Ⅲ类标准。", [source])["publishable"]
