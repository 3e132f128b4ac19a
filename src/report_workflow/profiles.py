"""Report profiles: ``profiles/*.yaml`` loaded into models, and the profile inferred from a prompt."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml  # type: ignore[import-untyped]  # no stubs installed (types-PyYAML)
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import BadInput

PROFILES_ENV = "REPORT_WORKFLOW_PROFILES_DIR"
FALLBACK_PROFILE = "custom"


class Bilingual(BaseModel):
    model_config = ConfigDict(extra="forbid")
    en: str
    zh: str

    def get(self, language: str) -> str:
        return self.zh if language == "zh" else self.en


class ProfileSection(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^[a-z0-9_]{1,48}$")
    title: Bilingual
    role: Literal["abstract", "context", "method", "findings", "analysis", "conclusion", "recommendation"]
    required: bool
    min_words: int | None = None
    max_words: int | None = None
    guidance: Bilingual


class FrontMatterRules(BaseModel):
    model_config = ConfigDict(extra="forbid")
    require_title: bool = True
    require_authors: bool = False
    require_affiliation: bool = False


class FigurePolicy(BaseModel):
    model_config = ConfigDict(extra="forbid")
    charts: Literal["none", "allowed", "encouraged"] = "allowed"
    caption_must_cite: bool = True


class Keywords(BaseModel):
    model_config = ConfigDict(extra="forbid")
    en: list[str] = Field(default_factory=list)
    zh: list[str] = Field(default_factory=list)


class Profile(BaseModel):
    """One report profile (DESIGN §8)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: Bilingual
    description: str
    keywords: Keywords
    citation_style: Literal["apa", "gbt7714", "numeric"]
    strictness: Literal["strict", "standard"]
    template_mode: Literal["style_reference", "fixed_template"]
    front_matter: FrontMatterRules
    figure_policy: FigurePolicy
    sections: list[ProfileSection]

    def section(self, section_id: str) -> ProfileSection | None:
        return next((section for section in self.sections if section.id == section_id), None)


def bounds_text(low: int | None, high: int | None) -> str:
    """A section's word bounds as a reader says them: "60-250", "at most 250", "at least 60", or "-"."""
    if low and high:
        return f"{low}-{high}"
    if high:
        return f"at most {high}"
    return f"at least {low}" if low else "-"


def profiles_dir() -> Path:
    """``$REPORT_WORKFLOW_PROFILES_DIR``, else the profiles shipped with the package."""
    if os.environ.get(PROFILES_ENV):
        return Path(os.environ[PROFILES_ENV])
    bundled = Path(__file__).parent / "_profiles"
    return bundled if bundled.is_dir() else Path(__file__).resolve().parents[2] / "profiles"


@lru_cache(maxsize=4)
def _load_all(directory: Path) -> dict[str, Profile]:
    profiles: dict[str, Profile] = {}
    for path in sorted(directory.glob("*.yaml")):
        try:
            profile = Profile.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))
        except (yaml.YAMLError, ValidationError) as exc:
            raise BadInput(f"profile file is invalid: {exc}", where=str(path)) from None
        profiles[profile.id] = profile
    if not profiles:
        raise BadInput(f"no profiles found in {directory}", hint=f"set {PROFILES_ENV} to a folder of *.yaml profiles")
    return profiles


def all_profiles() -> dict[str, Profile]:
    return _load_all(profiles_dir())


def get_profile(profile_id: str) -> Profile:
    profiles = all_profiles()
    if profile_id not in profiles:
        raise BadInput(f"unknown profile {profile_id!r}", hint=f"choose one of: {', '.join(sorted(profiles))}")
    return profiles[profile_id]


def infer_profile(prompt: str) -> tuple[Profile, str]:
    """Pick the profile whose keywords the prompt mentions most; say why. Ties go to the first in name order."""
    text = prompt.casefold()
    best: tuple[int, str, list[str]] = (0, FALLBACK_PROFILE, [])
    for profile_id, profile in sorted(all_profiles().items()):
        hits = [word for word in profile.keywords.en if re.search(rf"\b{re.escape(word.casefold())}", text)]
        hits += [word for word in profile.keywords.zh if word in prompt]
        # Longer keywords are more specific ("project report" beats "report").
        score = sum(len(word) for word in hits)
        if score > best[0]:
            best = (score, profile_id, hits)
    score, profile_id, hits = best
    if not score:
        return get_profile(FALLBACK_PROFILE), "no profile keyword in the prompt; using the general profile"
    return get_profile(profile_id), f"prompt mentions {', '.join(repr(hit) for hit in hits)}"
