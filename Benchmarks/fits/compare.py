#!/usr/bin/env python3
"""NIST StRD nonlinear regression: CurveKit's `curve fit` against scipy and lmfit.

Every problem of Tests/CurveAnalysisTests/NIST (27), from each of NIST's two starts (54 runs),
is fitted by

  CurveKit     `curve fit --data - --format json` (exact Jacobians), its own RSS as reported
  scipy lm     scipy.optimize.curve_fit(method='lm'): MINPACK, finite-difference Jacobian
  scipy trf    scipy.optimize.curve_fit(method='trf')
  lmfit        lmfit.minimize(method='leastsq'): MINPACK again, through lmfit

the peers with NIST's models in numpy (Roszman1 with arctan; Nelson with its two predictors,
fitting log(y)), each given the same starts, at most 100000 evaluations and tolerances
ftol = xtol = 1e-15, gtol = 0. Scores per run, as log relative errors against NIST's certified
values (0..11, nist.lre): the least over the parameters, the least over their standard errors
(s²·(JᵀJ)⁻¹, NIST's definition), and the residual sum of squares (a peer's RSS from its own final
residuals in doubles). A run that raises, fails or gives NaN scores 0. NIST's targets: parameters
and RSS >= 6, standard errors >= 4.

Times are of the fit alone for the peers (time.perf_counter round the call); for CurveKit, of
the whole subprocess, so its start-up (a 2-row, 1-parameter fit, 5 times a round) is measured and
printed too.
The programs take turns on each run, round after round; each number is the median over rounds.
CurveKit writes Roszman1 with arctan and Nelson with its two predictors packed into one x
(models.json says how); a problem without a model would be n/a, left out of its counts.

  swift build -c release --product curve
  python3 Benchmarks/fits/compare.py --rounds 3 --curve .build/release/curve
  CURVE_BENCH=.build/release/curve python3 Benchmarks/fits/compare.py

Needs numpy, scipy and lmfit (python3 -m pip install numpy scipy lmfit).
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import time
import warnings

import lmfit
import numpy as np
import scipy
from numpy import arctan, cos, exp, pi, sin
from scipy.optimize import curve_fit

import nist

MAX_EVALUATIONS = 100_000
TOLERANCE = 1e-15  # ftol and xtol; MINPACK refuses less than machine epsilon
TARGETS = dict(params=6, rss=6, errors=4)
# RSS below NIST's by more than this, relatively, is a note (certified values have 11 digits).
BELOW_CERTIFIED = 1e-10
START_UP_SAMPLES = 5  # start-up timings a round


def gauss(x, b1, b2, b3, b4, b5, b6, b7, b8):
    return b1 * exp(-b2 * x) + b3 * exp(-(x - b4) ** 2 / b5 ** 2) + b6 * exp(-(x - b7) ** 2 / b8 ** 2)


def lanczos(x, b1, b2, b3, b4, b5, b6):
    return b1 * exp(-b2 * x) + b3 * exp(-b4 * x) + b5 * exp(-b6 * x)


def chwirut(x, b1, b2, b3):
    return exp(-b1 * x) / (b2 + b3 * x)


def misra1a(x, b1, b2):
    return b1 * (1 - exp(-b2 * x))


def rational_cubic(x, b1, b2, b3, b4, b5, b6, b7):
    return (b1 + b2 * x + b3 * x ** 2 + b4 * x ** 3) / (1 + b5 * x + b6 * x ** 2 + b7 * x ** 3)


def enso(x, b1, b2, b3, b4, b5, b6, b7, b8, b9):
    return (b1 + b2 * cos(2 * pi * x / 12) + b3 * sin(2 * pi * x / 12)
            + b5 * cos(2 * pi * x / b4) + b6 * sin(2 * pi * x / b4)
            + b8 * cos(2 * pi * x / b7) + b9 * sin(2 * pi * x / b7))


# NIST's models in numpy, f(x, b1, b2, ...); Nelson's x is (x1, x2) and its response log(y).
MODELS = {
    'Misra1a': misra1a,
    'Chwirut1': chwirut,
    'Chwirut2': chwirut,
    'Lanczos1': lanczos,
    'Lanczos2': lanczos,
    'Lanczos3': lanczos,
    'Gauss1': gauss,
    'Gauss2': gauss,
    'Gauss3': gauss,
    'DanWood': lambda x, b1, b2: b1 * x ** b2,
    'Misra1b': lambda x, b1, b2: b1 * (1 - (1 + b2 * x / 2) ** -2),
    'Kirby2': lambda x, b1, b2, b3, b4, b5: (b1 + b2 * x + b3 * x ** 2) / (1 + b4 * x + b5 * x ** 2),
    'Hahn1': rational_cubic,
    'Thurber': rational_cubic,
    'Nelson': lambda x, b1, b2, b3: b1 - b2 * x[0] * exp(-b3 * x[1]),
    'MGH17': lambda x, b1, b2, b3, b4, b5: b1 + b2 * exp(-x * b4) + b3 * exp(-x * b5),
    'Misra1c': lambda x, b1, b2: b1 * (1 - (1 + 2 * b2 * x) ** -0.5),
    'Misra1d': lambda x, b1, b2: b1 * b2 * x / (1 + b2 * x),
    'Roszman1': lambda x, b1, b2, b3, b4: b1 - b2 * x - arctan(b3 / (x - b4)) / pi,
    'ENSO': enso,
    'MGH09': lambda x, b1, b2, b3, b4: b1 * (x ** 2 + x * b2) / (x ** 2 + x * b3 + b4),
    'BoxBOD': misra1a,
    'Rat42': lambda x, b1, b2, b3: b1 / (1 + exp(b2 - b3 * x)),
    'MGH10': lambda x, b1, b2, b3: b1 * exp(b2 / (x + b3)),
    'Eckerle4': lambda x, b1, b2, b3: (b1 / b2) * exp(-0.5 * ((x - b3) / b2) ** 2),
    'Rat43': lambda x, b1, b2, b3, b4: b1 / (1 + exp(b2 - b3 * x)) ** (1 / b4),
    'Bennett5': lambda x, b1, b2, b3: b1 * (b2 + x) ** (-1 / b3),
}


# MARK: The programs. Each takes a run and gives (values, standard errors, RSS, seconds, note).

def arrays(problem):
    """x and y as doubles: x a vector, or Nelson's (x1, x2) with y its log."""
    columns = np.array(problem['data'], dtype=float).T
    if problem['name'] == 'Nelson':
        return columns[1:], np.log(columns[0])
    return columns[1], columns[0]


def scipy_program(method):
    def fit(run):
        f, x, y, p0 = run['f'], run['x'], run['y'], run['p0']
        start = time.perf_counter()
        values, covariance = curve_fit(f, x, y, p0, method=method, maxfev=MAX_EVALUATIONS,
                                       ftol=TOLERANCE, xtol=TOLERANCE, gtol=0)
        seconds = time.perf_counter() - start
        return values, np.sqrt(np.diag(covariance)), rss(f, x, y, values), seconds, None
    return fit


def lmfit_program(run):
    f, x, y, names = run['f'], run['x'], run['y'], run['problem']['params']
    params = lmfit.Parameters()
    for name, value in zip(names, run['p0']):
        params.add(name, value=value)

    def residual(ps):
        return f(x, *(ps[name].value for name in names)) - y

    start = time.perf_counter()
    result = lmfit.minimize(residual, params, method='leastsq', max_nfev=MAX_EVALUATIONS,
                            ftol=TOLERANCE, xtol=TOLERANCE, gtol=0)
    seconds = time.perf_counter() - start
    values = [result.params[name].value for name in names]
    errors = [result.params[name].stderr if result.params[name].stderr is not None else float('nan')
              for name in names]
    return values, errors, rss(f, x, y, values), seconds, None


def rss(f, x, y, values):
    return float(np.sum((y - f(x, *values)) ** 2))


def curve_command(binary, model, starts):
    params = [arg for name, value in starts for arg in ('--param', f'{name}={value}')]
    return [binary, 'fit', '--data', '-', '--format', 'json', *params, '--', model]


def curvekit_program(binary):
    def fit(run):
        problem = run['problem']
        command = curve_command(binary, problem['model'], zip(problem['params'], run['starts']))
        start = time.perf_counter()
        done = subprocess.run(command, input=run['csv'], capture_output=True, text=True)
        seconds = time.perf_counter() - start
        if done.returncode != 0:
            raise RuntimeError(f'exit {done.returncode}: {done.stderr.strip()}')
        report = json.loads(done.stdout)
        fitted = [report['parameters'][name] for name in problem['params']]
        errors = [p['standardError'] if p['standardError'] is not None else float('nan') for p in fitted]
        note = None if report['converged'] else f"not converged after {report['iterations']} iterations: {report['reason']}"
        return [p['value'] for p in fitted], errors, report['residualSumOfSquares'], seconds, note
    return fit


def curve_start_up(binary):
    """Seconds for `curve fit` on 2 rows and 1 parameter: the process, not the fit."""
    command = curve_command(binary, 'a*x', [('a', '1')])
    start = time.perf_counter()
    subprocess.run(command, input='1,2\n2,4\n', capture_output=True, text=True, check=True)
    return time.perf_counter() - start


# MARK: Scoring

def score(run, outcome):
    problem = run['problem']
    values, errors, sum_of_squares, seconds, note = outcome
    return dict(
        params=min(nist.lre(float(v), t) for v, t in zip(values, problem['certified'])),
        errors=min(nist.lre(float(e), t) for e, t in zip(errors, problem['errors'])),
        rss=nist.lre(sum_of_squares, problem['rss']),
        value_rss=sum_of_squares,
        ms=seconds * 1e3,
        note=note,
    )


def attempt(program, run):
    """The program's score on the run, and why it failed if it did (then LRE 0, no time)."""
    try:
        return score(run, program(run)), None
    except Exception as error:  # a peer's exception or a failed `curve` is a score of 0
        failed = dict(params=0.0, errors=0.0, rss=0.0, value_rss=None, ms=float('nan'), note=None)
        return failed, f'{type(error).__name__}: {error}'


def median_score(scores):
    """Each score's median over the rounds; the time's over the rounds that gave one."""
    merged = {key: statistics.median(s[key] for s in scores) for key in ('params', 'errors', 'rss')}
    times = [s['ms'] for s in scores if s['ms'] == s['ms']]
    return dict(merged, ms=statistics.median(times) if times else float('nan'),
                value_rss=scores[0]['value_rss'], note=scores[0]['note'])


def meets_targets(s, key):
    return s[key] >= TARGETS[key]


# MARK: The runs and the rounds

def runs():
    for problem in nist.problems():
        x, y = arrays(problem)
        for index, starts in enumerate(problem['starts']):
            yield dict(label=f"{problem['name']}/{index + 1}", problem=problem, starts=starts,
                       p0=[float(s) for s in starts], f=MODELS[problem['name']], x=x, y=y,
                       csv=nist.csv(problem) if problem['model'] else None)


def can_do(name, run):
    return name != 'CurveKit' or run['problem']['model'] is not None


def measure(programs, all_runs, rounds, binary):
    """Scores per (program, run label), failures per (program, run label), start-up seconds."""
    scores, failures, start_ups = {}, {}, []
    for _ in range(rounds):
        start_ups += [curve_start_up(binary) for _ in range(START_UP_SAMPLES)]
        for run in all_runs:
            for name, program in programs.items():
                if not can_do(name, run):
                    continue
                result, failure = attempt(program, run)
                scores.setdefault((name, run['label']), []).append(result)
                if failure:
                    failures.setdefault((name, run['label']), failure)
    medians = {key: median_score(value) for key, value in scores.items()}
    return medians, failures, statistics.median(start_ups)


# MARK: Output

def machine():
    model = platform.processor()
    try:
        with open('/proc/cpuinfo') as cpuinfo:
            model = next(line.split(':', 1)[1].strip() for line in cpuinfo if line.startswith('model name'))
    except (OSError, StopIteration):
        pass
    return f'{model or platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}'


def cell(s):
    if s is None:
        return f"{'n/a':>5}{'':>5}{'':>5}{'':>9}"
    ms = f"{s['ms']:9.2f}" if s['ms'] == s['ms'] else f"{'failed':>9}"
    return f"{s['params']:5.1f}{s['errors']:5.1f}{s['rss']:5.1f}{ms}"


def table(names, all_runs, scores):
    width = 24
    lines = [f"{'run':<12}" + ''.join(f' | {name:^{width}}' for name in names),
             f"{'':<12}" + ''.join(f" | {'par':>5}{'se':>5}{'rss':>5}{'ms':>9}" for _ in names)]
    for run in all_runs:
        lines.append(f"{run['label']:<12}" + ''.join(f" | {cell(scores.get((name, run['label'])))}" for name in names))
    return '\n'.join(lines)


def summary(names, all_runs, scores, start_up):
    lines = [f"{'program':<10} {'runs':>4} {'n/a':>4} {'par>=6':>7} {'rss>=6':>7} {'se>=4':>6} {'all':>4} {'median ms':>10}"]
    for name in names:
        given = [scores[(name, run['label'])] for run in all_runs if can_do(name, run)]
        count = {key: sum(meets_targets(s, key) for s in given) for key in TARGETS}
        every = sum(all(meets_targets(s, key) for key in TARGETS) for s in given)
        times = [s['ms'] for s in given if s['ms'] == s['ms']]
        median = statistics.median(times) if times else float('nan')
        line = (f"{name:<10} {len(given):>4} {len(all_runs) - len(given):>4} {count['params']:>7} {count['rss']:>7}"
                f" {count['errors']:>6} {every:>4} {median:>10.2f}")
        if name == 'CurveKit':
            line += f"  (less start-up {start_up * 1e3:.2f} ms: {median - start_up * 1e3:.2f})"
        lines.append(line)
    return '\n'.join(lines)


def notes(names, all_runs, scores, failures):
    """Failures (each once), CurveKit's unconverged runs, and RSS below NIST's certified value."""
    lines = [f'{name} {label} failed: {message}' for (name, label), message in failures.items()]
    for run in all_runs:
        certified = run['problem']['rss']
        for name in names:
            s = scores.get((name, run['label']))
            if s is None:
                continue
            if s['note']:
                lines.append(f"{name} {run['label']}: {s['note']}")
            if s['value_rss'] is not None and s['value_rss'] < certified * (1 - BELOW_CERTIFIED):
                lines.append(f"{name} {run['label']}: RSS {s['value_rss']:.10e} below certified {certified:.10e}"
                             f" (by {(certified - s['value_rss']) / certified:.1e} relative)")
    return '\n'.join(lines) or '(none)'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--curve', default=os.environ.get('CURVE_BENCH'), help='the curve binary (or CURVE_BENCH)')
    parser.add_argument('--rounds', type=int, default=3, help='rounds, each number their median (default 3)')
    args = parser.parse_args()
    if not args.curve:
        parser.error('give the curve binary: --curve PATH or CURVE_BENCH')
    if not os.access(args.curve, os.X_OK):
        parser.error(f'{args.curve}: not an executable')
    warnings.simplefilter('ignore')  # covariance and overflow warnings: the scores say what came of them
    np.seterr(all='ignore')

    programs = {'CurveKit': curvekit_program(args.curve), 'scipy lm': scipy_program('lm'),
                'scipy trf': scipy_program('trf'), 'lmfit': lmfit_program}
    names = list(programs)
    all_runs = list(runs())
    print(f'machine: {machine()}')
    print(f'python {platform.python_version()}, numpy {np.__version__}, scipy {scipy.__version__}, lmfit {lmfit.__version__}')
    print(f'curve: {args.curve}; {len(all_runs)} runs, {args.rounds} rounds, medians')
    scores, failures, start_up = measure(programs, all_runs, args.rounds, args.curve)
    print(f'CurveKit start-up (2 rows, 1 parameter): {start_up * 1e3:.2f} ms, included in its times\n')
    print('LRE: par = least over parameters, se = least over standard errors, rss = residual sum of squares\n')
    print(table(names, all_runs, scores))
    print(f"\nNIST targets: parameters >= {TARGETS['params']}, RSS >= {TARGETS['rss']}, standard errors >= {TARGETS['errors']}"
          ' (runs: given; n/a: cannot be written; median ms over its runs)\n')
    print(summary(names, all_runs, scores, start_up))
    print('\nNotes:')
    print(notes(names, all_runs, scores, failures))


if __name__ == '__main__':
    main()
