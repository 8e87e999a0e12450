"""NIST StRD nonlinear regression, read from Tests/CurveAnalysisTests/NIST: each problem's starts,
certified values and data, and CurveKit's model for it (models.json)."""
import json, math, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
NIST = os.path.join(HERE, '..', '..', 'Tests', 'CurveAnalysisTests', 'NIST')


def problems():
    models = json.load(open(os.path.join(NIST, 'models.json')))['models']
    for name, model in models.items():
        yield read(name, model)


def read(name, model):
    lines = open(os.path.join(NIST, name + '.dat')).read().splitlines()
    params, starts, certified, errors = [], [[], []], [], []
    rss = None
    data, in_data = [], False
    for line in lines:
        m = re.match(r'\s*(b\d+)\s*=\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)', line)
        if m and not in_data:
            params.append(m.group(1))
            starts[0].append(m.group(2)); starts[1].append(m.group(3))
            certified.append(float(m.group(4))); errors.append(float(m.group(5)))
        m = re.match(r'Residual Sum of Squares:\s+(\S+)', line)
        if m:
            rss = float(m.group(1))
        if re.match(r'Data:\s+y', line):
            in_data = True
            continue
        if in_data and line.strip():
            data.append(line.split())
    return dict(name=name, model=model, params=params, starts=starts, certified=certified, errors=errors, rss=rss, data=data)


def csv(problem):
    """x,y rows as NIST writes the numbers (y is the first column, x the second); Nelson's two
    predictors packed into x = x1 + 1000*x2 and its response log(y), as models.json says."""
    if problem['name'] == 'Nelson':
        return ''.join(f'{int(float(row[1])) + 1000 * int(float(row[2]))},{math.log(float(row[0])):.17g}\n' for row in problem['data'])
    return ''.join(f'{row[1]},{row[0]}\n' for row in problem['data'])


def lre(value, truth):
    if value is None or not math.isfinite(value):
        return 0.0
    if value == truth:
        return 11.0
    return max(0.0, min(11.0, -math.log10(abs(value - truth) / abs(truth))))
