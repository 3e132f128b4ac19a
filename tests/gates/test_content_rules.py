"""Every content rule, with a sentence it blocks and an honest sentence it lets through, in English and Chinese.

Each row: the rule, the language, the answer, the sources, and whether the rule must fire. A firing row also
checks the answer is not publishable (or, for a warning rule, that it stays publishable); a passing row checks
that the answer is publishable and that the rule did not fire.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.registry import get_rule
from report_workflow.verify import verify
from tests.support import fired

FIRES, PASSES = True, False

CASES = [
    # FA001 fabricated citation
    ("FA001", "en", "The depot serves 41 routes [2].", ["The depot serves 41 routes."], FIRES),
    ("FA001", "en", "The depot serves 41 routes [depot].", {"depot": "The depot serves 41 routes."}, PASSES),
    ("FA001", "zh", "该车场共服务41条线路[CITE:ev-9]。", {"ev-1": "该车场共服务41条线路。"}, FIRES),
    ("FA001", "zh", "该车场共服务41条线路[CITE:ev-1]。", {"ev-1": "该车场共服务41条线路。"}, PASSES),
    # FA002 no evidence
    ("FA002", "en", "Migrating cranes rest on the reservoir every March.",
     "The council approved the bus timetable on Monday.", FIRES),
    ("FA002", "zh", "每年三月都有迁徙的灰鹤在水库停歇。", "市议会周一批准了公交时刻表。", FIRES),
    # FB001 statistic without quantitative evidence
    ("FB001", "en", "68% of tenants said the repairs were slow.",
     "Many tenants we spoke to said the repairs were slow.", FIRES),
    ("FB001", "en", "68% of tenants said the repairs were slow.",
     "In the survey, 68% of tenants said the repairs were slow.", PASSES),
    ("FB001", "zh", "85%的受访商户对新规表示支持。", "多数受访商户对新规表示支持。", FIRES),
    ("FB001", "zh", "85%的受访商户对新规表示支持。", "调查显示，85%的受访商户对新规表示支持。", PASSES),
    # FE001 number not in evidence
    ("FE001", "en", "The ferry carried 5,310 passengers in June.", "The ferry carried 3,510 passengers in June.", FIRES),
    ("FE001", "en", "The ferry carried 3.5 thousand passengers in June.",
     "The ferry carried 3,500 passengers in June.", PASSES),
    ("FE001", "zh", "该渡轮六月运送乘客5310人次。", "该渡轮六月运送乘客3510人次。", FIRES),
    ("FE001", "zh", "该渡轮六月运送乘客3.51千人次。", "该渡轮六月运送乘客3510人次。", PASSES),
    # FE002 percent vs percentage points
    ("FE002", "en", "The vacancy rate fell 2 percentage points.", "The vacancy rate fell 2% over the year.", FIRES),
    ("FE002", "en", "The vacancy rate fell 2 pp.", "The vacancy rate fell 2 percentage points over the year.", PASSES),
    ("FE002", "zh", "空置率下降了2%。", "空置率全年下降了2个百分点。", FIRES),
    ("FE002", "zh", "空置率下降了2个百分点。", "空置率全年下降了2个百分点。", PASSES),
    # FE003 precision inflated
    ("FE003", "en", "Median wait time was 12.4 minutes.", "Median wait time was 12 minutes.", FIRES),
    ("FE003", "en", "Median wait time was 12 minutes.", "Median wait time was 12.4 minutes.", PASSES),
    ("FE003", "zh", "平均等待时间为12.4分钟。", "平均等待时间为12分钟。", FIRES),
    ("FE003", "zh", "平均等待时间约为12分钟。", "平均等待时间为12.4分钟。", PASSES),
    # FE004 bound stated as value
    ("FE004", "en", "Packet loss was 0.5%.", "Packet loss stayed below 1% during the test.", FIRES),
    ("FE004", "en", "Packet loss stayed under 1%.", "Packet loss stayed below 1% during the test.", PASSES),
    ("FE004", "zh", "丢包率为0.5%。", "测试期间丢包率低于1%。", FIRES),
    ("FE004", "zh", "丢包率不到1%。", "测试期间丢包率低于1%。", PASSES),
    # FE005 range stated as value
    ("FE005", "en", "Charging takes 40 minutes.", "Charging takes 30 to 50 minutes.", FIRES),
    ("FE005", "en", "Charging takes between 30 and 50 minutes.", "Charging takes 30 to 50 minutes.", PASSES),
    ("FE005", "zh", "充电需要40分钟。", "充电需要30至50分钟。", FIRES),
    ("FE005", "zh", "充电需要30到50分钟。", "充电需要30至50分钟。", PASSES),
    # FE006 date not in evidence
    ("FE006", "en", "The museum reopened in 2017.", "The museum reopened in 2019 after repairs.", FIRES),
    ("FE006", "en", "The museum reopened on May 4, 2019.", "The museum reopened on 4 May 2019 after repairs.", PASSES),
    ("FE006", "zh", "博物馆于2017年重新开放。", "博物馆在修缮后于2019年重新开放。", FIRES),
    ("FE006", "zh", "博物馆于2019年5月重新开放。", "博物馆在修缮后于2019年5月4日重新开放。", PASSES),
    # FE007 unit mismatch
    ("FE007", "en", "The cable is 40 km long.", "The cable is 40 m long.", FIRES),
    ("FE007", "en", "The cable is 0.04 km long.", "The cable is 40 m long.", PASSES),
    ("FE007", "zh", "电缆长40公里。", "电缆长40米。", FIRES),
    ("FE007", "zh", "电缆长0.04公里。", "电缆长40米。", PASSES),
    # FE008 bound qualifier dropped (a warning)
    ("FE008", "en", "The archive holds 300 films.", "The archive holds over 300 films.", FIRES),
    ("FE008", "zh", "档案馆收藏了300部电影。", "档案馆收藏了超过300部电影。", FIRES),
    # FE009 multiple misstated
    ("FE009", "en", "Ridership tripled between 2019 and 2023.",
     "Ridership rose from 1.2 million in 2019 to 2.4 million in 2023.", FIRES),
    ("FE009", "en", "Ridership doubled between 2019 and 2023.",
     "Ridership rose from 1.2 million in 2019 to 2.4 million in 2023.", PASSES),
    ("FE009", "zh", "出口额翻了两番。", "出口额由2020年的50亿美元增至2023年的100亿美元。", FIRES),
    ("FE009", "zh", "出口额翻了一番。", "出口额由2020年的50亿美元增至2023年的100亿美元。", PASSES),
    # FE010 quote not in evidence
    ("FE010", "en", 'The chair said the plan was "dead on arrival".',
     'The chair said the plan "needs more work before a vote".', FIRES),
    ("FE010", "en", "The chair said the plan \u201cneeds more work before a vote\u201d.",
     'The chair said the plan "needs more work before a vote".', PASSES),
    ("FE010", "zh", "主席称该方案\u201c毫无希望\u201d。", "主席称该方案\u201c在表决前还需完善\u201d。", FIRES),
    ("FE010", "zh", "主席称该方案「在表决前还需完善」。", "主席称该方案\u201c在表决前还需完善\u201d。", PASSES),
    # FE026 a rate given per another basis
    ("FE026", "en", "The pump delivers up to 40 litres per second.", "Maximum flow rate: 40 L/min.", FIRES),
    ("FE026", "en", "The pump delivers up to 40 litres a minute.", "Maximum flow rate: 40 L/min.", PASSES),
    ("FE026", "zh", "该水泵每秒最多输送40升。", "最大流量：40升/分钟。", FIRES),
    ("FE026", "zh", "该水泵每分钟最多输送40升。", "最大流量：40升/分钟。", PASSES),
    # FE024 a definition's bound changed
    ("FE024", "en", "Civil buildings more than 50 metres tall are classified as super high-rise buildings.",
     "Civil buildings more than 100 metres tall are classified as super high-rise buildings.", FIRES),
    ("FE024", "en", "Civil buildings over 100 m tall are classified as super high-rise buildings.",
     "Civil buildings more than 100 metres tall are classified as super high-rise buildings.", PASSES),
    ("FE024", "zh", "建筑高度超过50米的民用建筑均为超高层建筑。", "建筑高度大于100.0m的民用建筑为超高层建筑。", FIRES),
    ("FE024", "zh", "建筑高度超过100米的民用建筑为超高层建筑。", "建筑高度大于100.0m的民用建筑为超高层建筑。", PASSES),
    # FE025 an item added to a list the evidence gives (Chinese lists only)
    ("FE025", "zh", "2.5.0版本于2024年1月15日发布，新增了暗色模式和多语言支持。",
     "v2.5.0（2024-01-15）\n新功能：\n- 支持暗色模式\n修复：\n- 修复登录页面闪退问题", FIRES),
    ("FE025", "zh", "2.5.0版本于2024年1月15日发布，新增了暗色模式，并修复了登录页面闪退问题。",
     "v2.5.0（2024-01-15）\n新功能：\n- 支持暗色模式\n修复：\n- 修复登录页面闪退问题", PASSES),
    ("FE025", "zh", "公司推出了智能手表和蓝牙耳机。", "公司推出了智能手表和无线耳机。", PASSES),
    ("FE025", "en", "Version 2.5.0, released on 15 January 2024, added dark mode and fixed the login page crash.",
     "v2.5.0 (2024-01-15)\nNew features:\n- Dark mode support\nFixes:\n- Fixed a crash on the login page", PASSES),
    # FE027 a figure given for another period of the year
    ("FE027", "en", "In the first half of 2024, the port handled 3.2 million containers.",
     "From January to May 2024, the port handled 3.2 million containers.", FIRES),
    ("FE027", "en", "In the first half of 2024, the port handled 3.2 million containers.",
     "From January to June 2024, the port handled 3.2 million containers.", PASSES),
    ("FE027", "zh", "今年上半年，该港口完成集装箱吞吐量320万标箱。", "1—5月，该港口完成集装箱吞吐量320万标箱。", FIRES),
    ("FE027", "zh", "今年上半年，该港口完成集装箱吞吐量320万标箱。", "1—6月，该港口完成集装箱吞吐量320万标箱。", PASSES),
    ("FE027", "en", "The toll on the bridge rises to £3.50 immediately.",
     "The toll on the bridge will rise to £3.50 from 1 June 2025.", FIRES),
    ("FE027", "en", "The toll on the bridge rises to £3.50 from June.",
     "The toll on the bridge will rise to £3.50 from 1 June 2025.", PASSES),
    # FE023 cause not in evidence
    ("FE023", "en", "Visitor numbers at the museum rose 12% in 2024 because admission became free.",
     "Admission to the museum became free in April 2024. Visitor numbers at the museum rose 12% in 2024.", FIRES),
    ("FE023", "en", "Visitor numbers at the museum rose 12% in 2024, and admission became free in April.",
     "Admission to the museum became free in April 2024. Visitor numbers at the museum rose 12% in 2024.", PASSES),
    ("FE023", "zh", "由于原材料价格上涨15%，该公司2023年净利润下降了22%。",
     "该公司2023年净利润同比下降22%。另据行业协会数据，2023年主要原材料价格平均上涨15%。", FIRES),
    ("FE023", "zh", "受原材料价格上涨15%影响，该公司2023年净利润下降了22%。",
     "受原材料价格平均上涨15%影响，该公司2023年净利润同比下降22%。", PASSES),
    ("FE023", "en", "The cabin depressurised because of a bird strike while cruising at FL350.",
     "While cruising at FL350 the cabin depressurised and the crew initiated an emergency descent; the cause is still "
     "under investigation.", FIRES),
    ("FE023", "en", "The cabin depressurised while cruising at FL350, and the cause is still under investigation.",
     "While cruising at FL350 the cabin depressurised and the crew initiated an emergency descent; the cause is still "
     "under investigation.", PASSES),
    ("FE023", "zh", "由于鸟击，客舱在巡航时失压。", "巡航高度FL350时客舱失压，机组实施紧急下降，失压原因仍在调查中。", FIRES),
    ("FE023", "zh", "巡航时客舱失压，原因仍在调查中。", "巡航高度FL350时客舱失压，机组实施紧急下降，失压原因仍在调查中。", PASSES),
    ("FE023", "en", "Strong winds cancelled the 07:30 ferry from Oban to Craignure.",
     "The 07:30 ferry from Oban to Craignure was cancelled because of a fault with the ramp. In the afternoon, strong "
     "winds led to the closure of the harbour at Tobermory.", FIRES),
    # FE028 a stage told as reached that the evidence has not reached
    ("FE028", "en", "The district council has received permission to build a 40 MW solar farm.",
     "The district council has applied for permission to build a 40 MW solar farm.", FIRES),
    ("FE028", "en", "The district council has applied for permission to build a 40 MW solar farm.",
     "The district council has applied for permission to build a 40 MW solar farm.", PASSES),
    ("FE028", "zh", "地铁5号线隧道掘进已基本完成。", "截至5月底，地铁5号线隧道掘进已完成约70%。", FIRES),
    ("FE028", "zh", "地铁5号线隧道掘进已完成约70%。", "截至5月底，地铁5号线隧道掘进已完成约70%。", PASSES),
    # FE029 a one-off told as recurring
    ("FE029", "en", "Eligible pensioners will receive £300 a month for heating from January.",
     "Each eligible pensioner will receive a one-off heating payment of £300 in January.", FIRES),
    ("FE029", "en", "Eligible pensioners will receive a one-off £300 heating payment in January.",
     "Each eligible pensioner will receive a one-off heating payment of £300 in January.", PASSES),
    ("FE029", "zh", "公司将每月向全体员工发放防暑降温补贴800元。", "公司将向全体员工发放一次性防暑降温补贴800元。", FIRES),
    ("FE029", "zh", "公司将向全体员工一次性发放防暑降温补贴800元。", "公司将向全体员工发放一次性防暑降温补贴800元。", PASSES),
    # FE020 terms not in evidence
    ("FE020", "en", "Volunteers restored wetland habitats, planted orchards and trained beekeepers.",
     "Volunteers cleaned the river banks.", FIRES),
    ("FE020", "en", "Volunteers cleaned the banks of the river.", "Volunteers cleaned the river banks.", PASSES),
    ("FE020", "zh", "志愿者修复了湿地栖息地并培训了养蜂人。", "志愿者清理了河岸。", FIRES),
    ("FE020", "zh", "志愿者清理了河岸。", "志愿者清理了河岸垃圾。", PASSES),
    # FE021 name not in evidence
    ("FE021", "en", "The orchestra toured Vienna in spring.", "The orchestra toured Prague in spring.", FIRES),
    ("FE021", "en", "In spring the orchestra toured Prague.", "The orchestra toured Prague in spring.", PASSES),
    ("FE021", "zh", "该项目由复旦大学主持。", "该项目由浙江大学主持。", FIRES),
    ("FE021", "zh", "该项目由浙江大学主持完成。", "该项目由浙江大学主持。", PASSES),
    # FE022 scope of a record or average changed
    ("FE022", "en", "July averaged 16.95°C, 0.72°C warmer than the pre-industrial average.",
     "July averaged 16.95°C, 0.72°C warmer than the 1991-2020 average for July.", FIRES),
    ("FE022", "en", "July averaged 16.95°C, 0.72°C warmer than the 1991-2020 average.",
     "July averaged 16.95°C, 0.72°C warmer than the 1991-2020 average for July.", PASSES),
    ("FE022", "zh", "他跑出9秒83，打破世界纪录。", "他跑出9秒83，打破亚洲纪录。", FIRES),
    ("FE022", "zh", "他跑出9秒83，打破亚洲纪录。", "他跑出9秒83，打破亚洲纪录。", PASSES),
    # FE038 a record the evidence does not state
    ("FE038", "en", "Volunteers counted 18,640 waders in January 2025, a record for the survey.",
     "Volunteers counted 18,640 waders across 14 sectors in January 2025.", FIRES),
    ("FE038", "en", "Volunteers counted 18,640 waders in January 2025, a record for the survey.",
     "Volunteers counted 18,640 waders in January 2025, the highest total since the count began.", PASSES),
    ("FE038", "zh", "今年全市共产蜂蜜2860吨，创历史新高。", "今年全市共产蜂蜜2860吨，蜂群约4.2万群。", FIRES),
    ("FE038", "zh", "今年全市共产蜂蜜2860吨，创历史新高。", "今年全市共产蜂蜜2860吨，为有记录以来最高。", PASSES),
    # FP012 a named table row moved the other way
    ("FP012", "en", "Loans at Westmere also rose in 2024.",
     "Loans by branch:\n\n| Branch | 2023 | 2024 |\n|---|---|---|\n| Northgate | 41,200 | 44,850 |\n"
     "| Westmere | 28,900 | 26,400 |\n", FIRES),
    ("FP012", "en", "Loans at Westmere fell in 2024.",
     "Loans by branch:\n\n| Branch | 2023 | 2024 |\n|---|---|---|\n| Northgate | 41,200 | 44,850 |\n"
     "| Westmere | 28,900 | 26,400 |\n", PASSES),
    ("FP012", "zh", "2023年药用植物样本减少。",
     "入库情况：\n\n| 入库类别 | 2022年（份） | 2023年（份） |\n|---|---|---|\n| 作物野生近缘种 | 640 | 590 |\n"
     "| 药用植物 | 310 | 446 |\n", FIRES),
    ("FP012", "zh", "2023年药用植物样本增加。",
     "入库情况：\n\n| 入库类别 | 2022年（份） | 2023年（份） |\n|---|---|---|\n| 作物野生近缘种 | 640 | 590 |\n"
     "| 药用植物 | 310 | 446 |\n", PASSES),
    # FP013 a change of state told the other way round
    ("FP013", "en", "Maintenance will move from a condition-based schedule to a fixed 6-week cycle.",
     "Maintenance will move from a fixed 6-week cycle to a condition-based schedule using sensor data.", FIRES),
    ("FP013", "en", "The metro is replacing its fixed six-week cycle with a condition-based schedule.",
     "Maintenance will move from a fixed 6-week cycle to a condition-based schedule using sensor data.", PASSES),
    ("FP013", "zh", "运营方将由固定周期维保改为按状态维保。", "运营方将由按状态维保改为固定周期维保。", FIRES),
    ("FP013", "zh", "运营方将以固定周期维保取代按状态维保。", "运营方将由按状态维保改为固定周期维保。", PASSES),
    # FP014 an event put off told as called off, or the other way round
    ("FP014", "en", "The spring concert on 22 March has been cancelled.",
     "Our spring concert on 22 March has been postponed; a new date will be announced.", FIRES),
    ("FP014", "en", "The spring concert on 22 March has not been cancelled but postponed.",
     "Our spring concert on 22 March has been postponed; a new date will be announced.", PASSES),
    ("FP014", "zh", "原定3月举办的音乐节推迟举行。", "受主缆检修影响，原定3月举办的音乐节取消。", FIRES),
    ("FP014", "zh", "原定3月举办的音乐节已取消。", "受主缆检修影响，原定3月举办的音乐节取消。", PASSES),
    # FP015 a finishing order turned round
    ("FP015", "en", "Tomasz Nowak kept the junior title, finishing ahead of Isla Brennan.",
     "Isla Brennan took the junior title, ahead of defending champion Tomasz Nowak.", FIRES),
    ("FP015", "en", "Isla Brennan won the junior title, ahead of Tomasz Nowak.",
     "Isla Brennan took the junior title, ahead of defending champion Tomasz Nowak.", PASSES),
    ("FP015", "zh", "周婷最终排在卫冕冠军刘洋之前。", "女子组决赛中，刘洋最终排在周婷之前，卫冕成功。", FIRES),
    ("FP015", "zh", "周婷最终排在卫冕冠军刘洋之后。", "女子组决赛中，刘洋最终排在周婷之前，卫冕成功。", PASSES),
    # FP016 a result called significant that the evidence says was not
    ("FP016", "en", "Females dug significantly longer burrows than males.",
     "Females dug 1.9 m of tunnel, males 1.7 m; this difference was not statistically significant (p = 0.21).", FIRES),
    ("FP016", "en", "Females dug longer burrows than males, though the difference was not significant.",
     "Females dug 1.9 m of tunnel, males 1.7 m; this difference was not statistically significant (p = 0.21).", PASSES),
    ("FP016", "zh", "试验组的疼痛评分降幅显著大于对照组。",
     "试验组疼痛评分平均下降2.1分，对照组下降1.8分，两组差异无统计学意义（P=0.32）。", FIRES),
    ("FP016", "zh", "试验组的疼痛评分降幅略大于对照组，但两组差异无统计学意义。",
     "试验组疼痛评分平均下降2.1分，对照组下降1.8分，两组差异无统计学意义（P=0.32）。", PASSES),
    # FE052 a thing the evidence exempts counted in by "including"
    ("FE052", "en", "Owners of any non-native stick insect, including the Indian stick insect, will need a permit.",
     "Anyone keeping a non-native stick insect will need a permit. The Indian stick insect is exempt from the "
     "requirement.", FIRES),
    ("FE052", "en", "Owners of non-native stick insects other than the Indian stick insect will need a permit.",
     "Anyone keeping a non-native stick insect will need a permit. The Indian stick insect is exempt from the "
     "requirement.", PASSES),
    ("FE052", "zh", "自3月1日起，进入景区的车辆，包括新能源车辆，都须提前预约。", "自3月1日起，进入景区的车辆须提前预约，新能源车辆除外。", FIRES),
    ("FE052", "zh", "自3月1日起，除新能源车辆外，进入景区的车辆须提前预约。", "自3月1日起，进入景区的车辆须提前预约，新能源车辆除外。", PASSES),
    # FP018 a word turned into its opposite
    ("FP018", "en", "Most of the new seats are in the outdoor stand.",
     "Most of the new seats are in the indoor stand, which reopens in May.", FIRES),
    ("FP018", "en", "Most of the new seats are in the indoor stand.",
     "Most of the new seats are in the indoor stand, which reopens in May.", PASSES),
    ("FP018", "zh", "黄蜻样本中约百分之六十来源于本地。", "采集的黄蜻样本中约百分之六十来源于外地。", FIRES),
    ("FP018", "zh", "黄蜻样本中约百分之六十来源于外地，而非本地。", "采集的黄蜻样本中约百分之六十来源于外地。", PASSES),
    # FP017 a medal given to the wrong winner
    ("FP017", "en", "Hartwell Cider Farm won gold in the single-variety class.",
     "Gold in the single-variety class went to Gollings Orchard. Silver was awarded to Hartwell Cider Farm.", FIRES),
    ("FP017", "en", "Hartwell Cider Farm won silver in the single-variety class.",
     "Gold in the single-variety class went to Gollings Orchard. Silver was awarded to Hartwell Cider Farm.", PASSES),
    ("FP017", "zh", "张三获得金奖。", "本次比赛金奖由李四获得，张三获得银奖。", FIRES),
    ("FP017", "zh", "张三获得银奖。", "本次比赛金奖由李四获得，张三获得银奖。", PASSES),
    # FE039 a place in a series the evidence numbers otherwise
    ("FE039", "en", "COM LAG is the fifth compilation EP by Radiohead.",
     "COM LAG is the sixth compilation EP by the English rock band Radiohead.", FIRES),
    ("FE039", "en", "COM LAG is the sixth compilation EP by Radiohead.",
     "COM LAG is the sixth compilation EP by the English rock band Radiohead.", PASSES),
    ("FE039", "zh", "该市承办了第五届全省运动会。", "第六届全省运动会于9月在该市开幕。", FIRES),
    ("FE039", "zh", "该市承办了第六届全省运动会。", "第六届全省运动会于9月在该市开幕。", PASSES),
    # FE040 a change the evidence's two readings give otherwise
    ("FE040", "en", "The library lent 64,800 e-books in 2024, about 30% more than in 2023.",
     "E-book loans reached 64,800 in 2024 (2023: 54,000). Children's titles made up 31% of loans.", FIRES),
    ("FE040", "en", "The library lent 64,800 e-books in 2024, a fifth more than in 2023.",
     "E-book loans reached 64,800 in 2024 (2023: 54,000). Children's titles made up 31% of loans.", PASSES),
    ("FE040", "zh", "上半年全市新能源汽车销量4.2万辆，比去年同期增长约四成。",
     "上半年全市新能源汽车销量4.2万辆，去年同期为3.5万辆。其中纯电动车型销量占比约41%。", FIRES),
    ("FE040", "zh", "上半年全市新能源汽车销量4.2万辆，比去年同期增长两成。",
     "上半年全市新能源汽车销量4.2万辆，去年同期为3.5万辆。其中纯电动车型销量占比约41%。", PASSES),
    # FE041 one of two things the evidence states something of both of, told as the only one
    ("FE041", "zh", "自2024—2025赛季起，联赛仅在季后赛实行'思考时间'计时制。",
     "自2024—2025赛季起，联赛常规赛和季后赛均实行'思考时间'计时制，每队每场思考时间为38分钟。", FIRES),
    ("FE041", "zh", "自2024—2025赛季起，联赛常规赛和季后赛都实行'思考时间'计时制。",
     "自2024—2025赛季起，联赛常规赛和季后赛均实行'思考时间'计时制，每队每场思考时间为38分钟。", PASSES),
    ("FE041", "zh", "新规只对东城区的共享单车停放点实行电子围栏管理。",
     "新规实施后，东城区和西城区的共享单车停放点均实行电子围栏管理。", FIRES),
    # FE042 quoted words cut from a denial or a part-of before them
    ("FE042", "en", "Chief executive Ruth Oduya called the plant 'the answer to the drought'.",
     "Ruth Oduya said: 'This plant is one part of the answer to the drought, not the whole answer.'", FIRES),
    ("FE042", "en", "Chief executive Ruth Oduya called the plant 'one part of the answer to the drought'.",
     "Ruth Oduya said: 'This plant is one part of the answer to the drought, not the whole answer.'", PASSES),
    ("FE042", "zh", "局长称这次调价是“最终方案”。", "局长表示，这次公布的调价安排并非最终方案，还将听取市民意见。", FIRES),
    ("FE042", "zh", "局长称这次调价安排“并非最终方案”。", "局长表示，这次公布的调价安排并非最终方案，还将听取市民意见。", PASSES),
    # FE043 a superlative the evidence compares nothing for
    ("FE043", "en", "The new rock pool holds about 60 guests and will be the resort's largest.",
     "The resort will open a new rock pool on 1 July. The pool holds about 60 guests and is kept at 40°C.", FIRES),
    ("FE043", "en", "The new rock pool holds about 60 guests and will be the resort's largest.",
     "The pool holds about 60 guests, more than any other pool at the resort.", PASSES),
    ("FE043", "zh", "新建的汤池区是度假区规模最大的汤池区。", "度假区新建汤池区，可同时容纳约200名游客。", FIRES),
    ("FE043", "zh", "新建的汤池区是度假区规模最大的汤池区。", "度假区新建汤池区，可同时容纳约200名游客，规模为全区之最。",
     PASSES),
    # FE044 a first the evidence never claims
    ("FE044", "en", "The Harbour Players will stage their first open-air production in July.",
     "The Harbour Players will stage The Tempest in the castle gardens from 8 to 12 July.", FIRES),
    ("FE044", "en", "The Harbour Players will stage their first open-air production in July.",
     "The Harbour Players make their open-air debut with The Tempest in the castle gardens in July.", PASSES),
    ("FE044", "zh", "魔术师沈一鸣的首个个人专场将于5月10日上演。", "魔术师沈一鸣个人专场将于5月10日晚上演。", FIRES),
    ("FE044", "zh", "魔术师沈一鸣的首个个人专场将于5月10日上演。", "魔术师沈一鸣将于5月10日晚举办个人首场专场演出。", PASSES),
    ("FE044", "zh", "第十二届杜鹃花节首次推出夜间灯光游园活动。", "第十二届杜鹃花节开幕，本届设有夜间灯光游园活动。", FIRES),
    # FE045 every day of a kind where the evidence holds only some of them
    ("FE045", "en", "The mill will resume flour production every Saturday from June.",
     "The mill will resume flour production on the first Saturday of each month from June.", FIRES),
    ("FE045", "en", "The mill will resume flour production on the first Saturday of every month from June.",
     "The mill will resume flour production on the first Saturday of each month from June.", PASSES),
    ("FE045", "zh", "书院每周六上午举办公益讲座。", "书院每月第一个周六上午举办公益讲座。", FIRES),
    ("FE045", "zh", "书院每月第一个周六上午举办公益讲座。", "书院每月第一个周六上午举办公益讲座。", PASSES),
    # FE046 a share its own counts do not give
    ("FE046", "en", "Of the 240 applicants, 54 were offered places, an offer rate of over 30%.",
     "Of the 240 applicants, 54 were offered places. Over 30% of the places went to local applicants.", FIRES),
    ("FE046", "en", "Of the 240 applicants, 54 were offered places, an offer rate of 22.5%.",
     "Of the 240 applicants, 54 were offered places. Over 30% of the places went to local applicants.", PASSES),
    ("FE046", "zh", "在受访的500家面馆中，有175家把担担面列为销量前三的单品，占比超过四成。",
     "在受访的500家面馆中，有175家将担担面列为销量前三的单品。调查还显示，超过六成面馆已接入外卖平台。", FIRES),
    ("FE046", "zh", "在受访的500家面馆中，有175家把担担面列为销量前三的单品，占比三成五。",
     "在受访的500家面馆中，有175家将担担面列为销量前三的单品。调查还显示，超过六成面馆已接入外卖平台。", PASSES),
    # FE047 a record of all time over an extreme of a stretch
    ("FE047", "en", "Rangers counted 212 pups, the highest total on record.",
     "Rangers counted 212 harbour seal pups, the highest total since 2011.", FIRES),
    ("FE047", "en", "Rangers counted 212 pups, the highest total since 2011.",
     "Rangers counted 212 harbour seal pups, the highest total since 2011.", PASSES),
    ("FE047", "zh", "今年共救助伤病野骆驼二十一峰，为历史最高。", "保护区今年共救助伤病野骆驼21峰，为2015年以来最多。", FIRES),
    ("FE047", "zh", "今年共救助伤病野骆驼二十一峰，为2015年以来最多。", "保护区今年共救助伤病野骆驼21峰，为2015年以来最多。",
     PASSES),
    # FE050 a record claimed for a figure the evidence ranks below the top
    ("FE050", "en", "The open day drew a record 1,240 visitors.",
     "The open day drew 1,240 visitors, the third-highest attendance since it began.", FIRES),
    ("FE050", "en", "The open day drew 1,240 visitors, its third-highest attendance.",
     "The open day drew 1,240 visitors, the third-highest attendance since it began.", PASSES),
    ("FE050", "zh", "本届展会成交额3.6亿元，创历史新高。", "本届展会成交额3.6亿元，为历届第二高。", FIRES),
    ("FE050", "zh", "本届展会成交额3.6亿元，为历届第二高。", "本届展会成交额3.6亿元，为历届第二高。", PASSES),
    # FE051 a record of a wide scope the evidence gives only to a narrower group
    ("FE051", "en", "Demir set a new national record of 24.61 seconds.",
     "Demir solved the 4x4x4 in 24.61 seconds, a new national junior record.", FIRES),
    ("FE051", "en", "Demir set a new national junior record of 24.61 seconds.",
     "Demir solved the 4x4x4 in 24.61 seconds, a new national junior record.", PASSES),
    ("FE051", "zh", "李明以52.3秒打破了全国纪录。", "李明以52.3秒的成绩打破了全国少年纪录。", FIRES),
    ("FE051", "zh", "李明以52.3秒打破了全国少年纪录。", "李明以52.3秒的成绩打破了全国少年纪录。", PASSES),
    # FE048 a certified or marketed quality no evidence passage names
    ("FE048", "en", "The cafe serves free-range eggs from Hollin Farm.", "The cafe serves eggs from Hollin Farm.",
     FIRES),
    ("FE048", "en", "The cafe serves free-range eggs from Hollin Farm.",
     "The cafe serves free-range eggs from Hollin Farm.", PASSES),
    ("FE048", "zh", "它以本县自有有机桑园的桑葚为原料。", "原料选自本县自有桑园，采用低温发酵工艺。", FIRES),
    ("FE048", "zh", "它以本县自有桑园的桑葚为原料。", "原料选自本县自有桑园，采用低温发酵工艺。", PASSES),
    # FE049 another part of the month
    ("FE049", "en", "The lavender harvest should peak in early July.",
     "Growers expect the lavender harvest to peak in late July.", FIRES),
    ("FE049", "en", "The lavender harvest should peak at the end of July.",
     "Growers expect the lavender harvest to peak in late July.", PASSES),
    ("FE049", "zh", "预计枣果9月上旬集中上市。", "据农业部门预计，今年枣果将于9月下旬集中上市。", FIRES),
    ("FE049", "zh", "预计枣果9月底集中上市。", "据农业部门预计，今年枣果将于9月下旬集中上市。", PASSES),
    # FN010 the words of one table row given to another row the sentence names
    ("FN010", "zh", "通衢驾校因学员投诉率偏高被责令整改。",
     "考核结果：\n\n| 驾校 | 等级 | 备注 |\n|---|---|---|\n| 顺达驾校 | AAA | — |\n| 通衢驾校 | AA | — |\n"
     "| 安驰驾校 | AA | 学员投诉率偏高，责令整改 |", FIRES),
    ("FN010", "zh", "安驰驾校因学员投诉率偏高被责令整改。",
     "考核结果：\n\n| 驾校 | 等级 | 备注 |\n|---|---|---|\n| 顺达驾校 | AAA | — |\n| 通衢驾校 | AA | — |\n"
     "| 安驰驾校 | AA | 学员投诉率偏高，责令整改 |", PASSES),
    ("FN010", "en", "The Harbour line is suspended because of a signal fault at Quay Street.",
     "Service status:\n\n| Line | Status | Reason |\n|---|---|---|\n| Harbour | Good service | — |\n"
     "| Castle | Suspended | Signal fault at Quay Street |\n| Mill | Minor delays | Broken-down train |", FIRES),
    ("FN010", "en", "The Castle line is suspended because of a signal fault at Quay Street.",
     "Service status:\n\n| Line | Status | Reason |\n|---|---|---|\n| Harbour | Good service | — |\n"
     "| Castle | Suspended | Signal fault at Quay Street |\n| Mill | Minor delays | Broken-down train |", PASSES),
    # FE030 a grade or part the evidence limits a finding to, dropped
    ("FE030", "en", "Children with eczema should use the cream twice a day.",
     "Children with mild eczema should use the cream twice a day, and those with moderate eczema four times.", FIRES),
    ("FE030", "en", "Children with mild eczema should use the cream twice a day.",
     "Children with mild eczema should use the cream twice a day, and those with moderate eczema four times.", PASSES),
    ("FE030", "zh", "整个珠江流域本月降雨量偏多五成。", "珠江下游地区本月降雨量偏多五成，珠江上游接近常年。", FIRES),
    ("FE030", "zh", "珠江下游地区本月降雨量偏多五成。", "珠江下游地区本月降雨量偏多五成，珠江上游接近常年。", PASSES),
    # FE035 a figure stated for places in an area stated over most of it
    ("FE035", "zh", "预计明天南部沿海大部分地区最高气温可达38℃。", "预计明天全省大部地区最高气温35℃以上，南部沿海局地可达38℃。",
     FIRES),
    ("FE035", "zh", "预计明天南部沿海局地最高气温可达38℃。", "预计明天全省大部地区最高气温35℃以上，南部沿海局地可达38℃。",
     PASSES),
    # FE036 a closure, outage or restriction over part of an area stated over all of it
    ("FE036", "en", "Harlow Building Society will close 9 branches nationwide.",
     "Harlow Building Society will close 9 branches in its Northern region.", FIRES),
    ("FE036", "en", "Harlow Building Society will close 9 branches in the north.",
     "Harlow Building Society will close 9 branches in its Northern region.", PASSES),
    ("FE036", "zh", "受主管道抢修影响，江北区将全域停水。", "受主管道抢修影响，江北区部分区域停水。", FIRES),
    ("FE036", "zh", "受主管道抢修影响，江北区部分区域停水。", "受主管道抢修影响，江北区部分区域停水。", PASSES),
    # FE037 a grant the evidence limits, stated without the limit
    ("FE037", "en", "Hiring the main hall costs £240.",
     "Hire of the main hall: £240 for weekday 9.00am and 10.30am slots only; £380 at all other times.", FIRES),
    ("FE037", "en", "Hiring the main hall costs £240 for a weekday morning slot.",
     "Hire of the main hall: £240 for weekday 9.00am and 10.30am slots only; £380 at all other times.", PASSES),
    ("FE037", "zh", "节能家电补贴每户最高2000元。", "节能家电补贴仅限本市户籍居民申领，每户最高补贴2000元。", FIRES),
    ("FE037", "zh", "本市户籍居民申领节能家电补贴，每户最高2000元。", "节能家电补贴仅限本市户籍居民申领，每户最高补贴2000元。",
     PASSES),
    # FE033 a median called the average, or a mean the median
    ("FE033", "en", "The average commute in the city takes 34 minutes.",
     "The median commute in the city takes 34 minutes; the mean is 41 minutes.", FIRES),
    ("FE033", "en", "The median commute in the city takes 34 minutes.",
     "The median commute in the city takes 34 minutes; the mean is 41 minutes.", PASSES),
    ("FE033", "zh", "该市居民人均可支配收入的平均数为4.2万元。", "该市居民人均可支配收入中位数为4.2万元，平均数为5.1万元。", FIRES),
    ("FE033", "zh", "该市居民人均可支配收入中位数为4.2万元。", "该市居民人均可支配收入中位数为4.2万元，平均数为5.1万元。", PASSES),
    # FE032 a threshold's own figure put on the other side of the line
    ("FE032", "en", "Clinics with 20 or fewer beds are exempt from the audit.",
     "The audit covers clinics with 20 or more beds; clinics with fewer than 20 beds are exempt.", FIRES),
    ("FE032", "en", "Clinics with fewer than 20 beds are exempt from the audit.",
     "The audit covers clinics with 20 or more beds; clinics with fewer than 20 beds are exempt.", PASSES),
    ("FE032", "zh", "月销售额不足10万元的小规模纳税人免征增值税。",
     "月销售额不超过10万元的小规模纳税人免征增值税，超过10万元的按规定缴纳。", FIRES),
    ("FE032", "zh", "月销售额不超过10万元的小规模纳税人免征增值税。",
     "月销售额不超过10万元的小规模纳税人免征增值税，超过10万元的按规定缴纳。", PASSES),
    # FN001 number misattributed
    ("FN001", "en", "The north wing has 120 beds.", "The south wing has 120 beds and the north wing has 80.", FIRES),
    ("FN001", "en", "The north wing has 80 beds.", "The south wing has 120 beds and the north wing has 80.", PASSES),
    ("FN001", "zh", "北楼有120张床位。", "南楼有120张床位，北楼有80张床位。", FIRES),
    ("FN001", "zh", "北楼有80张床位。", "南楼有120张床位，北楼有80张床位。", PASSES),
    # FN002 quote misattributed
    ("FN002", "en", 'Councillor Patel called the plan "a costly mistake".',
     'Councillor Okafor called the plan "a costly mistake". Councillor Patel voted for it.', FIRES),
    ("FN002", "en", 'Okafor called the plan "a costly mistake".',
     'Councillor Okafor called the plan "a costly mistake". Councillor Patel voted for it.', PASSES),
    ("FN002", "zh", "王强表示“方案代价高昂”。", "副市长李明表示“方案代价高昂”。王强投了赞成票。", FIRES),
    ("FN002", "zh", "李明表示“方案代价高昂”。", "副市长李明表示“方案代价高昂”。王强投了赞成票。", PASSES),
    # FP001 negation mismatch
    ("FP001", "en", "The inspection found structural damage.", "The inspection did not find structural damage.", FIRES),
    ("FP001", "en", "The inspection found no structural damage.", "The inspection did not find structural damage.",
     PASSES),
    ("FP001", "zh", "检查发现了结构损伤。", "检查没有发现结构损伤。", FIRES),
    ("FP001", "zh", "检查未发现结构损伤。", "检查没有发现结构损伤。", PASSES),
    ("FP001", "zh", "孕妇可以服用本品。", "【禁忌】孕妇及哺乳期妇女禁用。对本品过敏者禁用。", FIRES),
    ("FP001", "zh", "孕妇禁用本品。", "【禁忌】孕妇及哺乳期妇女禁用。对本品过敏者禁用。", PASSES),
    ("FP001", "en", "Pregnant women can take this medicine.", "Contraindications: pregnant women and nursing mothers.",
     FIRES),
    # FP002 direction mismatch
    ("FP002", "en", "Ticket sales fell in the autumn.", "Ticket sales rose in the autumn.", FIRES),
    ("FP002", "en", "Ticket sales grew in the autumn.", "Ticket sales rose in the autumn.", PASSES),
    ("FP002", "zh", "秋季门票销量下降。", "秋季门票销量上升。", FIRES),
    ("FP002", "zh", "秋季门票销量增长。", "秋季门票销量上升。", PASSES),
    # FP003 comparison reversed
    ("FP003", "en", "Line B outperformed Line A on punctuality.", "Line A outperformed Line B on punctuality.", FIRES),
    ("FP003", "en", "Line B underperformed Line A on punctuality.", "Line A outperformed Line B on punctuality.",
     PASSES),
    ("FP003", "zh", "二号线比一号线准时。", "一号线比二号线准时。", FIRES),
    ("FP003", "zh", "一号线比二号线准时。", "一号线比二号线准时。", PASSES),
    ("FP003", "en", "Weekend trains will run every 10 minutes instead of every 20 minutes.",
     "Weekend trains will run every 20 minutes instead of every 10 minutes.", FIRES),
    ("FP003", "en", "Weekend trains will run every 20 minutes instead of every 10 minutes.",
     "Weekend trains will run every 20 minutes instead of every 10 minutes.", PASSES),
    ("FP003", "zh", "该行按3.5%而非4%的利率计息。", "该行按4%而非3.5%的利率计息。", FIRES),
    ("FP003", "zh", "该行按4%而非3.5%的利率计息。", "该行按4%而非3.5%的利率计息。", PASSES),
    # FP009 order of events reversed
    ("FP009", "en", "The mayor resigned before the council approved the budget.",
     "The council approved the budget on 4 May. On 19 May, the mayor resigned.", FIRES),
    ("FP009", "en", "The mayor resigned after the council approved the budget.",
     "The council approved the budget on 4 May. On 19 May, the mayor resigned.", PASSES),
    ("FP009", "zh", "该市先发布了暴雨红色预警，随后启动防汛一级应急响应。",
     "7月30日8时，该市启动防汛一级应急响应；当日11时，市气象台发布暴雨红色预警。", FIRES),
    ("FP009", "zh", "该市先启动防汛一级应急响应，随后发布暴雨红色预警。",
     "7月30日8时，该市启动防汛一级应急响应；当日11时，市气象台发布暴雨红色预警。", PASSES),
    ("FP009", "zh", "机组先决定返航，随后才报告了左发故障。", "08:16机组报告左发故障，随后决定返航，于08:47安全落地。", FIRES),
    ("FP009", "zh", "机组先报告了左发故障，随后决定返航。", "08:16机组报告左发故障，随后决定返航，于08:47安全落地。", PASSES),
    ("FP009", "en", "The crew decided to return to the airport before they reported the engine failure.",
     "At 08:16 the crew reported a left engine failure, then decided to return to the airport.", FIRES),
    ("FP009", "en", "The crew reported the engine failure before they decided to return to the airport.",
     "At 08:16 the crew reported a left engine failure, then decided to return to the airport.", PASSES),
    ("FP009", "en", "After the alarm sounded, staff left the building and then the guard locked the gates.",
     "At 21:10 the alarm sounded and the guard locked the gates. Staff left the building at 21:25.", FIRES),
    ("FP009", "en", "After the alarm sounded, the guard locked the gates and then staff left the building.",
     "At 21:10 the alarm sounded and the guard locked the gates. Staff left the building at 21:25.", PASSES),
    ("FP009", "zh", "公司于2020年完成了对德国一家机器人企业的收购。收购之后，公司才在深圳证券交易所上市。",
     "2016年，公司在深圳证券交易所上市。2020年，公司完成对德国一家机器人企业的收购。", FIRES),
    ("FP009", "zh", "公司于2016年在深圳证券交易所上市。上市之后，公司完成了对德国一家机器人企业的收购。",
     "2016年，公司在深圳证券交易所上市。2020年，公司完成对德国一家机器人企业的收购。", PASSES),
    # FP010 doer and receiver swapped
    ("FP010", "en", "Orbis Health agreed to acquire MedAxis for $1.2 billion.",
     "MedAxis has agreed to acquire Orbis Health for $1.2 billion.", FIRES),
    ("FP010", "en", "Orbis Health was acquired by MedAxis for $1.2 billion.",
     "MedAxis has agreed to acquire Orbis Health for $1.2 billion.", PASSES),
    ("FP010", "zh", "甲科技公司以18亿元收购乙医疗公司。", "乙医疗公司以18亿元收购甲科技公司。", FIRES),
    ("FP010", "zh", "甲科技公司被乙医疗公司以18亿元收购。", "乙医疗公司以18亿元收购甲科技公司。", PASSES),
    # FP004 movement against its own figures
    ("FP004", "en", "Net income fell to $1.2 billion from $950 million.",
     "Net income was $950 million in 2023 and $1.2 billion in 2024.", FIRES),
    ("FP004", "en", "Net income rose to $1.2 billion from $950 million.",
     "Net income was $950 million in 2023 and $1.2 billion in 2024.", PASSES),
    ("FP004", "zh", "净利润由9.5亿元下降至12亿元。", "2023年净利润9.5亿元，2024年净利润12亿元。", FIRES),
    ("FP004", "zh", "净利润由9.5亿元增至12亿元。", "2023年净利润9.5亿元，2024年净利润12亿元。", PASSES),
    # FP005 level against a stated share
    ("FP005", "en", "The airport handled 79.2 million passengers in 2023, surpassing its 2019 level.",
     "The airport handled 79.2 million passengers in 2023, 94% of its 2019 level.", FIRES),
    ("FP005", "en", "The airport handled 79.2 million passengers in 2023, still below its 2019 level.",
     "The airport handled 79.2 million passengers in 2023, 94% of its 2019 level.", PASSES),
    ("FP005", "zh", "该机场2023年旅客吞吐量超过2019年同期水平。", "该机场2023年旅客吞吐量恢复至2019年同期的94%。", FIRES),
    ("FP005", "zh", "该机场2023年旅客吞吐量超过2019年同期水平。", "该机场2023年旅客吞吐量恢复至2019年同期的104%。",
     PASSES),
    # FE034 a class opened past the ceiling the evidence closes it at
    ("FE034", "zh", "个人年收入超过12万元的，按10%的税率缴纳。",
     "个人年收入超过12万元但不超过30万元的，按10%的税率缴纳；超过30万元的，按20%的税率缴纳。", FIRES),
    ("FE034", "zh", "个人年收入超过12万元但不超过30万元的，按10%的税率缴纳。",
     "个人年收入超过12万元但不超过30万元的，按10%的税率缴纳；超过30万元的，按20%的税率缴纳。", PASSES),
    # FP006 majority against its share
    ("FP006", "en", "Candidate A won a majority of the vote.", "Candidate A won 40.05% of the vote.", FIRES),
    ("FP006", "en", "Candidate A won a plurality of the vote.", "Candidate A won 40.05% of the vote.", PASSES),
    ("FP006", "zh", "候选人甲以过半数得票当选，得票率40.05%。", "投票率为71.86%，候选人甲得票率40.05%，当选。", FIRES),
    ("FP006", "zh", "候选人甲以相对多数得票当选，得票率40.05%。", "投票率为71.86%，候选人甲得票率40.05%，当选。", PASSES),
    ("FP006", "en", "Most of the county's 48 care homes failed the inspection.",
     "Of all 48 care homes in the county, 19 failed the inspection.", FIRES),
    ("FP006", "en", "Most of the county's 48 care homes failed the inspection.",
     "Of all 48 care homes in the county, 31 failed the inspection.", PASSES),
    # FP011 a movement claimed for every row of a table, one of which moved the other way
    ("FP011", "en", "Visitor numbers rose in 2024 at each of the Harbourside, Old Town and Riverside stores.",
     "Store | 2023 visitors | 2024 visitors\nHarbourside | 812 | 905\nOld Town | 640 | 688\nRiverside | 455 | 431", FIRES),
    ("FP011", "en", "Visitor numbers rose in 2024 at each of the Harbourside, Old Town and Riverside stores.",
     "Store | 2023 visitors | 2024 visitors\nHarbourside | 812 | 905\nOld Town | 640 | 688\nRiverside | 415 | 431", PASSES),
    ("FP011", "zh", "2024年各工厂产量均同比增长，华东厂产量最高。",
     "工厂 | 2023年产量（万吨） | 2024年产量（万吨）\n华东厂 | 58 | 63\n华南厂 | 41 | 44\n西南厂 | 37 | 35", FIRES),
    ("FP011", "zh", "2024年各工厂产量均同比增长，华东厂产量最高。",
     "工厂 | 2023年产量（万吨） | 2024年产量（万吨）\n华东厂 | 58 | 63\n华南厂 | 41 | 44\n西南厂 | 33 | 35", PASSES),
    # FP007 comparison against the figures of its two sides
    ("FP007", "en", "Sweden produced more hydropower than Norway in 2022.",
     "In 2022, Sweden generated 69 TWh of hydropower and Norway 128 TWh.", FIRES),
    ("FP007", "en", "Norway produced more hydropower than Sweden in 2022.",
     "In 2022, Sweden generated 69 TWh of hydropower and Norway 128 TWh.", PASSES),
    ("FP007", "zh", "2023年乙市地区生产总值高于甲市。", "2023年，甲市地区生产总值12000亿元，乙市8600亿元。", FIRES),
    ("FP007", "zh", "2023年甲市地区生产总值高于乙市。", "2023年，甲市地区生产总值12000亿元，乙市8600亿元。", PASSES),
    ("FP007", "en", "Barley covered more acreage than wheat in the county in 2022.",
     "In 2022 the county harvested 50,000 acres, of which 30,000 acres were wheat and 12,000 acres were barley.", FIRES),
    ("FP007", "en", "Wheat covered more acreage than barley in the county in 2022.",
     "In 2022 the county harvested 50,000 acres, of which 30,000 acres were wheat and 12,000 acres were barley.", PASSES),
    # FP008 rank changed
    ("FP008", "en", "Kestrel Bank is the largest lender in the country.",
     "Kestrel Bank, the country's second-largest lender, reported higher deposits.", FIRES),
    ("FP008", "en", "Kestrel Bank is the second-largest lender in the country.",
     "Kestrel Bank, the country's second-largest lender, reported higher deposits.", PASSES),
    ("FP008", "zh", "该港口集装箱吞吐量位居全国第一。", "该港口集装箱吞吐量位居全国第二，仅次于上海港。", FIRES),
    ("FP008", "zh", "该港口集装箱吞吐量位居全国第二。", "该港口集装箱吞吐量位居全国第二，仅次于上海港。", PASSES),
    ("FP008", "en", "Tom Reyes achieved the second-highest score on the final exam.",
     "Final exam results: Maria Chen 92, Tom Reyes 85, Aisha Bello 88.", FIRES),
    ("FP008", "en", "Tom Reyes achieved the lowest score on the final exam.",
     "Final exam results: Maria Chen 92, Tom Reyes 85, Aisha Bello 88.", PASSES),
    ("FP008", "zh", "雷汤姆的期末考试成绩为第二高。", "期末考试成绩：陈玛丽92分，雷汤姆85分，贝爱莎88分。", FIRES),
    ("FP008", "zh", "雷汤姆的期末考试成绩最低。", "期末考试成绩：陈玛丽92分，雷汤姆85分，贝爱莎88分。", PASSES),
    ("FP008", "zh", "2023年该省水稻产量居各粮食作物首位。",
     "2023年全省粮食总产量500万吨，其中玉米200万吨，水稻180万吨，小麦120万吨。", FIRES),
    ("FP008", "zh", "2023年该省玉米产量居各粮食作物首位。",
     "2023年全省粮食总产量500万吨，其中玉米200万吨，水稻180万吨，小麦120万吨。", PASSES),
    # FN007 the start of a movement stated as the level
    ("FN007", "en", "Canal freight came to 2.6 million tonnes in 2024.",
     "Canal freight fell to 2.1 million tonnes in 2024, down from 2.6 million tonnes in 2023.", FIRES),
    ("FN007", "en", "Canal freight came to 2.6 million tonnes in 2023.",
     "Canal freight fell to 2.1 million tonnes in 2024, down from 2.6 million tonnes in 2023.", PASSES),
    ("FN007", "zh", "2024年该市公共自行车日均骑行量为3.2万人次。",
     "2024年该市公共自行车日均骑行量由2023年的3.2万人次增至4.5万人次。", FIRES),
    ("FN007", "zh", "2023年该市公共自行车日均骑行量为3.2万人次。",
     "2024年该市公共自行车日均骑行量由2023年的3.2万人次增至4.5万人次。", PASSES),
    # FN009 an act given to another named party
    ("FN009", "en", "Dr Varga received the 2024 Lister Medal for work on antibiotic resistance.",
     "Professor Helen Achebe received the 2024 Lister Medal for her work on antibiotic resistance. Dr Tomas Varga "
     "received the Young Investigator Award for a rapid sepsis test.", FIRES),
    ("FN009", "en", "Professor Achebe received the 2024 Lister Medal for work on antibiotic resistance.",
     "Professor Helen Achebe received the 2024 Lister Medal for her work on antibiotic resistance. Dr Tomas Varga "
     "received the Young Investigator Award for a rapid sepsis test.", PASSES),
    # FN011 a person placed at the body the evidence places another person at
    ("FN011", "en", "Annabel Frayne of Footlights Hair Studio won best period wig.",
     "The award for best period wig went to Annabel Frayne of Marlowe Wigs. Tomasz Wieczorek of Footlights Hair "
     "Studio received the lifetime achievement award.", FIRES),
    ("FN011", "en", "Annabel Frayne of Marlowe Wigs won best period wig.",
     "The award for best period wig went to Annabel Frayne of Marlowe Wigs. Tomasz Wieczorek of Footlights Hair "
     "Studio received the lifetime achievement award.", PASSES),
    ("FN011", "zh", "专业青年组金奖由来自市少年宫的周子涵获得。",
     "专业青年组金奖由音乐学院附中的周子涵获得，少年组金奖由市少年宫的林可欣获得。", FIRES),
    ("FN011", "zh", "专业青年组金奖由音乐学院附中的周子涵获得。",
     "专业青年组金奖由音乐学院附中的周子涵获得，少年组金奖由市少年宫的林可欣获得。", PASSES),
    # FN012 a work given to one who did not make it
    ("FN012", "en", "The concerto was composed by Yan Wen.",
     "The concerto, composed by Dao Wenliang, premiered on Friday. Yan Wen played the solo part.", FIRES),
    ("FN012", "zh", "《澜沧晨曲》由青年演奏家岩温创作。",
     "由作曲家刀文亮创作的协奏曲《澜沧晨曲》日前首演，青年演奏家岩温担任独奏。", FIRES),
    ("FN012", "zh", "《澜沧晨曲》由作曲家刀文亮创作，岩温担任独奏。",
     "由作曲家刀文亮创作的协奏曲《澜沧晨曲》日前首演，青年演奏家岩温担任独奏。", PASSES),
    # FN013 a duty given to a party the evidence gives another duty
    ("FN013", "en", "The forestry bureau is responsible for the daily care of the trees.",
     "Village committees are responsible for the daily care of the trees, while the forestry bureau is responsible "
     "for technical guidance and inspection.", FIRES),
    ("FN013", "en", "Village committees are responsible for the daily care of the trees.",
     "Village committees are responsible for the daily care of the trees, while the forestry bureau is responsible "
     "for technical guidance and inspection.", PASSES),
    ("FN013", "zh", "水杉原生母树的日常管护由市林业局负责。",
     "全市水杉原生母树由所在村的村民委员会负责日常管护，市林业局负责技术指导和监督检查。", FIRES),
    ("FN013", "zh", "水杉原生母树的日常管护由所在村的村民委员会负责。",
     "全市水杉原生母树由所在村的村民委员会负责日常管护，市林业局负责技术指导和监督检查。", PASSES),
    # FN014 a change measured against another comparison basis
    ("FN014", "en", "Sales were £3.2m in October, up 12% year on year.",
     "October sales reached £3.2m, up 12% on the previous month.", FIRES),
    ("FN014", "en", "Sales were £3.2m in October, up 12% month on month.",
     "October sales reached £3.2m, up 12% on the previous month.", PASSES),
    ("FN014", "zh", "10月门店销售额为3260万元，同比增长12%。", "10月，公司卤味门店销售额为3260万元，环比增长12%。", FIRES),
    ("FN014", "zh", "10月门店销售额为3260万元，比上月增长12%。", "10月，公司卤味门店销售额为3260万元，环比增长12%。", PASSES),
    # FN015 an inclusion the evidence does not give the figure
    ("FN015", "en", "The £180 fee includes the manual and a dive computer.",
     "The course fee is £180, including the course manual.", FIRES),
    ("FN015", "en", "The £180 fee includes the manual.", "The course fee is £180, including the course manual.", PASSES),
    ("FN015", "zh", "门票60元含午餐和纪念品。", "景区门票60元（含午餐）。", FIRES),
    ("FN015", "zh", "门票60元含午餐。", "景区门票60元（含午餐）。", PASSES),
    # FD001 certainty over hedged evidence
    ("FD001", "en", "The trial proves the diet lowers blood pressure.",
     "The trial suggests the diet may lower blood pressure.", FIRES),
    ("FD001", "en", "The trial suggests the diet may lower blood pressure.",
     "The trial suggests the diet may lower blood pressure.", PASSES),
    ("FD001", "zh", "试验证明该饮食能够降低血压。", "试验表明该饮食可能有助于降低血压。", FIRES),
    ("FD001", "zh", "试验表明该饮食可能有助于降低血压。", "试验表明该饮食可能有助于降低血压。", PASSES),
    # FD002 hedge dropped
    ("FD002", "en", "The new filter removes most microplastics.", "The new filter may remove most microplastics.",
     FIRES),
    ("FD002", "en", "The new filter might remove most microplastics.",
     "The new filter may remove most microplastics.", PASSES),
    ("FD002", "en", "The museum has confirmed that the painting was painted by Rembrandt himself.",
     "Attribution: possibly by a pupil of Rembrandt; previously attributed to Rembrandt himself.", FIRES),
    ("FD002", "en", "The painting was previously attributed to Rembrandt himself.",
     "Attribution: possibly by a pupil of Rembrandt; previously attributed to Rembrandt himself.", PASSES),
    ("FD002", "zh", "该画系伦勃朗本人所作。", "该画传为伦勃朗所作，现一般认为可能出自其学生之手。", FIRES),
    ("FD002", "zh", "该画传为伦勃朗所作。", "该画传为伦勃朗所作，现一般认为可能出自其学生之手。", PASSES),
    ("FD002", "zh", "新滤网能去除大部分微塑料。", "新滤网或许能去除大部分微塑料。", FIRES),
    ("FD002", "zh", "新滤网可能去除大部分微塑料。", "新滤网或许能去除大部分微塑料。", PASSES),
    # FN004 authorship given to one who joined
    ("FN004", "en", "Justice Sotomayor wrote the dissent.",
     "Justice Kagan wrote the dissent, joined by Justices Sotomayor and Jackson.", FIRES),
    ("FN004", "en", "Justice Kagan wrote the dissent.",
     "Justice Kagan wrote the dissent, joined by Justices Sotomayor and Jackson.", PASSES),
    # FN003 share of another whole
    ("FN003", "en", "15% of its applicants were international.",
     "The university admitted 1,650 of 57,000 applicants. International students make up 15% of the incoming class.",
     FIRES),
    ("FN003", "en", "International students make up 15% of the incoming class.",
     "The university admitted 1,650 of 57,000 applicants. International students make up 15% of the incoming class.",
     PASSES),
    ("FN003", "zh", "2023年风电占新增装机容量的24%。", "2023年风电占全网发电量的24%，新增装机容量为75GW。", FIRES),
    ("FN003", "zh", "2023年风电占全网发电量的24%。", "2023年风电占全网发电量的24%，新增装机容量为75GW。", PASSES),
    # FN008 a figure of one age group stated for the whole or another group
    ("FN008", "en", "Flu vaccine uptake in the region reached 71% this winter.",
     "Flu vaccine uptake across all adults reached 48% this winter. Among adults aged 65 and older, uptake was 71%.",
     FIRES),
    ("FN008", "en", "Among adults aged 65 and older, flu vaccine uptake reached 71% this winter.",
     "Flu vaccine uptake across all adults reached 48% this winter. Among adults aged 65 and older, uptake was 71%.",
     PASSES),
    ("FN008", "zh", "全市45～64岁居民吸烟率为21.3%。", "全市15岁及以上居民吸烟率为21.3%，45～64岁居民吸烟率为27.8%。", FIRES),
    ("FN008", "zh", "全市15岁及以上居民吸烟率为21.3%。", "全市15岁及以上居民吸烟率为21.3%，45～64岁居民吸烟率为27.8%。", PASSES),
    # FN005 part given the whole's figure
    ("FN005", "en", "The company employs 5,000 engineers.",
     "The company employs 5,000 people, including 1,200 engineers.", FIRES),
    ("FN005", "en", "The company employs 5,000 people.",
     "The company employs 5,000 people, including 1,200 engineers.", PASSES),
    ("FN005", "zh", "其中出国深造3475人。", "其中升学（含出国深造）3,475人。", FIRES),
    ("FN005", "zh", "其中升学3475人。", "其中升学（含出国深造）3,475人。", PASSES),
    # FD003 quantifier overclaim
    ("FD003", "en", "All branches extended their opening hours.", "Some branches extended their opening hours.",
     FIRES),
    ("FD003", "en", "Several branches extended their opening hours.", "Some branches extended their opening hours.",
     PASSES),
    ("FD003", "zh", "所有网点都延长了营业时间。", "部分网点延长了营业时间。", FIRES),
    ("FD003", "zh", "一些网点延长了营业时间。", "部分网点延长了营业时间。", PASSES),
    ("FD003", "en", "The committee voted unanimously to raise Bank Rate to 5.25%.",
     "The Monetary Policy Committee voted 7-2 to raise Bank Rate by 0.25 percentage points to 5.25%.", FIRES),
    ("FD003", "en", "The committee voted 7-2 to raise Bank Rate to 5.25%.",
     "The Monetary Policy Committee voted 7-2 to raise Bank Rate by 0.25 percentage points to 5.25%.", PASSES),
    ("FD003", "zh", "董事会全票通过了该项议案。", "董事会以7票赞成、2票反对审议通过了该项议案。", FIRES),
    ("FD003", "zh", "董事会审议通过了该项议案。", "董事会以7票赞成、2票反对审议通过了该项议案。", PASSES),
    # FN006 positions of two sides swapped
    ("FN006", "en", "Management said the offer would cut real wages, while union leaders argued it was generous.",
     "Union leaders said the offer would cut real wages. Management argued the offer was generous.", FIRES),
    ("FN006", "en", "Union leaders said the offer would cut real wages, while management argued it was generous.",
     "Union leaders said the offer would cut real wages. Management argued the offer was generous.", PASSES),
    ("FN006", "zh", "庭审中，辩护方认为涉案邮件足以证明被告人具有诈骗故意，公诉方则表示邮件无法证明诈骗故意。",
     "庭审中，公诉方认为涉案邮件足以证明被告人具有诈骗故意。辩护方则表示邮件内容无法证明诈骗故意。", FIRES),
    ("FN006", "zh", "庭审中，公诉方认为涉案邮件足以证明被告人具有诈骗故意，辩护方则表示邮件无法证明诈骗故意。",
     "庭审中，公诉方认为涉案邮件足以证明被告人具有诈骗故意。辩护方则表示邮件内容无法证明诈骗故意。", PASSES),
    # FD004 part stated as whole
    ("FD004", "en", "The council closed the libraries for repairs.",
     "The council closed 3 of the 11 libraries for repairs.", FIRES),
    ("FD004", "en", "The council closed three libraries for repairs.",
     "The council closed 3 of the 11 libraries for repairs.", PASSES),
    ("FD004", "zh", "该市关闭了图书馆进行维修。", "该市11座图书馆中的3座因维修关闭。", FIRES),
    ("FD004", "zh", "该市有3座图书馆因维修关闭。", "该市11座图书馆中的3座因维修关闭。", PASSES),
    # FD005 cause the evidence disclaims
    ("FD005", "en", "Cycling to work cuts sick days by 11%.",
     "Commuters who cycled to work had 11% fewer sick days, though the findings do not establish causality.", FIRES),
    ("FD005", "en", "Commuters who cycled to work had 11% fewer sick days.",
     "Commuters who cycled to work had 11% fewer sick days, though the findings do not establish causality.", PASSES),
    ("FD005", "zh", "喝咖啡能够直接提高员工的工作效率。",
     "每天喝咖啡的员工工作效率评分高出8%，但这只是相关关系，不能说明喝咖啡直接提高了工作效率。", FIRES),
    ("FD005", "zh", "每天喝咖啡的员工工作效率评分高出8%。",
     "每天喝咖啡的员工工作效率评分高出8%，但这只是相关关系，不能说明喝咖啡直接提高了工作效率。", PASSES),
    # FD006 a rule given another force: a ban as advice, advice as a ban, a requirement as a recommendation
    ("FD006", "en", "Visitors must not bring dogs into the gardens.",
     "Visitors are advised not to bring dogs into the gardens.", FIRES),
    ("FD006", "en", "Helmets are recommended for all riders.", "Helmets are mandatory for all riders.", FIRES),
    ("FD006", "en", "Organisers advise against using high-pressure water guns.",
     "During the festival, the use of high-pressure water guns is prohibited.", FIRES),
    ("FD006", "en", "Visitors are advised not to bring dogs into the gardens.",
     "Visitors are advised not to bring dogs into the gardens.", PASSES),
    ("FD006", "en", "Helmets are no longer required for riders.", "Helmets are recommended for all riders.", PASSES),
    ("FD006", "zh", "主办方不建议使用高压水枪。", "活动期间，禁止使用高压水枪，禁止向水中添加颜料等任何物质。", FIRES),
    ("FD006", "zh", "景区建议游客佩戴头盔。", "景区要求所有游客必须佩戴头盔。", FIRES),
    ("FD006", "zh", "活动期间禁止使用高压水枪。", "活动期间，禁止使用高压水枪，禁止向水中添加颜料等任何物质。", PASSES),
]


@pytest.mark.parametrize(
    ("code", "language", "answer", "sources", "fires"),
    CASES,
    ids=[f"{code}-{language}-{'fires' if fires else 'passes'}-{index}" for index, (code, language, _, _, fires)
         in enumerate(CASES)],
)
def test_rule(code: str, language: str, answer: str, sources: object, fires: bool) -> None:
    result = verify(answer, sources)
    if fires:
        assert code in fired(result), result["sentence_results"]
        assert result["publishable"] == (get_rule(code).severity == "warn")
    else:
        assert code not in fired(result), result["sentence_results"]
        assert result["publishable"], result["sentence_results"]


def test_every_content_rule_has_a_firing_case_in_both_languages() -> None:
    content_families = ("FB", "FE", "FN", "FP", "FD")
    from report_workflow.gates.registry import all_rules

    for rule in all_rules():
        if rule.family in content_families:
            languages = {language for code, language, _, _, fires in CASES if code == rule.code and fires}
            assert languages, f"{rule.code} has no firing case"
