"""Fitting the evaluation's weights: self-play samples and the logistic regression."""

from __future__ import annotations

from math import exp

from engine.common.rng import Rng
from engine.yellowhouse.evaluate import FEATURES
from engine.yellowhouse.fitting import fit, log_loss, samples


def test_self_play_samples_carry_every_feature_and_an_outcome():
    data = samples(2, 7)
    assert data and all(len(x) == len(FEATURES) and y in (0, 1) for x, y in data)


def test_the_regression_recovers_known_weights():
    rng = Rng(3)
    truth = [1.5, -0.8]
    data = []
    for _ in range(4000):
        x = [rng.below(7) - 3.0, rng.below(5) - 2.0]
        p = 1 / (1 + exp(-(truth[0] * x[0] + truth[1] * x[1])))
        data.append((x, int(rng.below(10_000) < p * 10_000)))
    w = fit(data)
    assert abs(w[0] - truth[0]) < 0.2 and abs(w[1] - truth[1]) < 0.2
    assert log_loss(data, w) < log_loss(data, [0.0, 0.0])
